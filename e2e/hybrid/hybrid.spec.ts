import { request as newRequest, type Page } from '@playwright/test'
import { apiGet, type CardPage, type CardsResponse } from '../api.ts'
import { expect, failedRequestLine, test, waitForApp } from '../fixtures.ts'
import { hybridDemo } from './servers.ts'

/**
 * Hybrid mode in the demo (project `hybrid`): the service worker's fake backend answers the
 * operations FAKE_OPERATIONS names (a category's list of sites) and passes the rest on to the real
 * API, here an `api:serve` on another origin seeded from another seed, so each one's sites differ.
 * The production build has no fake to split calls with, so this runs in its one project.
 */
const REAL_API_SEED = 7
const SHORTCUT = 'Alt+Shift+D'
const CATEGORY = 'cs2-cases'

test.beforeAll(async () => {
  const realApi = await newRequest.newContext()
  const reset = await realApi.post(`${hybridDemo.realApiBaseUrl}/__control/reset?seed=${REAL_API_SEED}`)
  expect(reset.status(), await reset.text()).toBe(200)
  await realApi.dispose()
})

/** Sites as the real API lists them, asked directly. */
const fromRealApi = <T>(page: Page, path: string) => apiGet<T>(page, 'http-api', hybridDemo.realApiBaseUrl, path)
/** Sites as the page gets them: from the fake for a faked operation. */
const fromPage = <T>(page: Page, path: string) => apiGet<T>(page, 'browser-mock', '/api', path)
const titles = (page: CardPage | CardsResponse) => page.data.map((card) => card.title)

test("a page shows the real API's sites, a faked operation's screen the fake's; the panel says who answered and moves an operation", async ({
  page,
  gotoApp,
}) => {
  test.slow(true, 'three page loads of the demo, each starting its service worker')
  await gotoApp('/en')
  const [realTop] = titles(await fromRealApi<CardsResponse>(page, '/cards/top-cards'))
  await expect(
    page.getByRole('region', { name: 'Top sites' }).getByRole('heading', { name: realTop, exact: true }).first(),
  ).toBeVisible()

  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'CS2 cases' }).click()
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'CS2 cases' })).toBeVisible()
  const fakeSites = titles(await fromPage<CardPage>(page, `/categories/${CATEGORY}/cards`))
  const realSites = titles(await fromRealApi<CardPage>(page, `/categories/${CATEGORY}/cards`))
  const realOnly = realSites.find((title) => !fakeSites.includes(title))
  expect(realOnly, 'the two seeds list other sites').toBeDefined()
  const sites = main.getByRole('region', { name: 'Sites' })
  await expect(sites.getByRole('heading', { level: 3, name: fakeSites[0], exact: true })).toBeVisible()
  await expect(sites.getByRole('heading', { level: 3, name: realOnly, exact: true })).toHaveCount(0)

  await page.keyboard.press(SHORTCUT)
  const panel = page.getByRole('dialog', { name: 'Fake backend' })
  const log = panel.getByRole('table', { name: 'Last API calls, newest first' })
  const answerTo = (path: string) =>
    log
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: path, exact: true }) })
      .first()
      .getByRole('cell')
      .last()
  await expect(answerTo(`/categories/${CATEGORY}/cards?page=1`)).toHaveText('fake')
  await expect(answerTo(`/categories/${CATEGORY}`)).toHaveText('real API')
  await expect(answerTo('/core')).toHaveText('real API')
  const whoAnswers = panel.getByRole('list', { name: 'Who answers' })
  await expect(whoAnswers.getByRole('listitem').filter({ hasText: 'listCategoryCards' })).toContainText(
    'listCategoryCards: fake',
  )

  // Moved to the real API: the page loads again and lists the real API's sites, and a reload keeps the move.
  const loaded = page.waitForEvent('load')
  await panel.getByRole('button', { name: 'Send listCategoryCards to the real API' }).click()
  await loaded
  await waitForApp(page)
  await expect(sites.getByRole('heading', { level: 3, name: realSites[0], exact: true })).toBeVisible()
  await expect(whoAnswers.getByRole('listitem').filter({ hasText: 'listCategoryCards' })).toContainText(
    'listCategoryCards: real API (moved)',
  )
  await page.reload()
  await waitForApp(page)
  await expect(sites.getByRole('heading', { level: 3, name: realOnly, exact: true })).toBeVisible()
  await expect(answerTo(`/categories/${CATEGORY}/cards?page=1`)).toHaveText('real API')
})

/** This test asks for a refusal on purpose and checks it itself. */
const refusalTest = test.extend({ contractGuard: async ({}, use) => use() })

refusalTest(
  'a request the contract does not know is refused as always, and never reaches the real API',
  async ({ page, gotoApp, expectConsoleErrors }) => {
    expectConsoleErrors(
      'off-contract requests on purpose: the fake backend logs each refusal, Chromium its 400',
      /^\[fake backend\] The request does not match the API contract/,
      failedRequestLine(400),
    )
    await gotoApp('/en')
    const refusals = await page.evaluate(async () => {
      const answers = await Promise.all(
        ['/api/no-such-operation', '/api/core?unknown=1'].map((url) =>
          fetch(url, { headers: { 'Accept-Language': 'en' } }),
        ),
      )
      return Promise.all(
        answers.map(async (answer) => ({ status: answer.status, body: (await answer.json()) as { error: string } })),
      )
    })
    expect(refusals).toEqual([
      {
        status: 400,
        body: {
          error: expect.stringContaining(
            'GET /no-such-operation: the contract has no operation at this path',
          ) as unknown,
        },
      },
      {
        status: 400,
        body: {
          error: expect.stringContaining(
            'GET /core (getCore): query parameter "unknown" is not in the contract',
          ) as unknown,
        },
      },
    ])
    const realApiCalls = await fromRealApi<{ data: { path: string }[] }>(page, '/__control/calls')
    expect(realApiCalls.data.map((call) => call.path)).not.toContain('/no-such-operation')
    expect(realApiCalls.data.map((call) => call.path)).not.toContain('/core?unknown=1')
  },
)
