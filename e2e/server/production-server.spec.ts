import { expect, test, waitForApp } from '../fixtures.ts'
import { startFakeApi, startRenderServer, stop, type Started } from './processes.ts'

/**
 * `npm start` as an operator starts it, from the build the http-api project made: the React build
 * it runs, what it refuses to start with, the API address it is given at start, a clean stop.
 */
test.skip(
  ({ backendMode }) => backendMode !== 'http-api',
  'Only the http-api project builds the production server (dist/).',
)
// Each test starts servers of its own: one at a time is enough load for a 2-core machine. Starting
// them is most of a test (a fake API seeds its database, a render server loads the build): two
// fake APIs and a render server took over 30 s at load 19, so the limit is a minute and a half.
test.describe.configure({ mode: 'serial', timeout: 90_000 })

const running: Started[] = []
test.afterEach(async ({ page }) => {
  // The page lets go of its servers first: an image still loading from a stopped one would be a
  // failed request in the console.
  await page.goto('about:blank')
  await Promise.all(running.splice(0).map(stop))
})

async function started<T extends Started>(process: Promise<T>): Promise<T> {
  const value = await process
  running.push(value)
  return value
}

test("npm start runs React's production build when NODE_ENV is not set, and stops cleanly on SIGTERM", async () => {
  const api = await started(startFakeApi())
  const server = await started(startRenderServer((origin) => ({ SITE_URL: origin, API_BASE_URL: api.url })))
  const listening = JSON.parse(server.lines.find((line) => line.includes('"msg":"listening"'))!) as Record<
    string,
    unknown
  >
  expect(listening).toMatchObject({ level: 'info', react: 'production', siteUrl: server.url, apiBaseUrl: api.url })
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
  expect((await fetch(`${server.url}/en`)).status).toBe(200)

  expect(await stop(server)).toBe(0)
  expect(server.lines.some((line) => line.includes('"msg":"stopped"'))).toBe(true)
})

test('npm start refuses to start in development mode, or without its settings, saying which', async () => {
  const development = await started(startRenderServer((origin) => ({ SITE_URL: origin, NODE_ENV: 'development' })))
  expect(await development.exited).toBe(1)
  expect(development.stderr()).toContain('NODE_ENV=development: npm start serves the production build')

  const unconfigured = await started(startRenderServer({ API_BASE_URL: 'api.example.com' }))
  expect(await unconfigured.exited).toBe(1)
  expect(unconfigured.stderr()).toContain('API_BASE_URL=api.example.com is not an absolute address')
  expect(unconfigured.stderr()).toContain('SITE_URL is not set')
})

test('one build runs against the API it is started with: the page, its policy, the browser and the render all use it', async ({
  page,
}) => {
  const apis = await Promise.all([started(startFakeApi()), started(startFakeApi())])
  for (const api of apis) {
    const server = await started(startRenderServer((origin) => ({ SITE_URL: origin, API_BASE_URL: api.url })))
    const other = apis.find((candidate) => candidate !== api)!
    // The server render asked this API for the page's data, and only this one.
    const articleCalls = async (fakeApi: Started) => {
      const { data } = (await (await fetch(`${fakeApi.url}/__control/calls`)).json()) as {
        data: Array<{ path: string }>
      }
      return data.filter((call) => call.path.startsWith('/articles?')).length
    }
    const before = { api: await articleCalls(api), other: await articleCalls(other) }
    const rendered = await fetch(`${server.url}/en/articles`)
    expect(rendered.status).toBe(200)
    expect(await articleCalls(api)).toBe(before.api + 1)
    expect(await articleCalls(other)).toBe(before.other)
    expect(rendered.headers.get('content-security-policy')).toContain(`connect-src 'self' ${new URL(api.url).origin}`)

    await page.goto(`${server.url}/en`)
    await waitForApp(page)
    await expect(page.locator('meta[name="runtime-config"]')).toHaveAttribute(
      'content',
      JSON.stringify({ apiBaseUrl: api.url, siteUrl: server.url }),
    )
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${server.url}/en`)
    // A navigation inside the app loads its data from the browser, from the API the server was given.
    // The sidebar hydrates after the page; before that its links load pages from the server.
    const link = page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Promocodes' })
    await expect
      .poll(() => link.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))))
      .toBe(true)
    const category = page.waitForRequest((request) => request.url().startsWith(`${api.url}/categories/`))
    await link.click()
    await category
    await expect(page.getByRole('heading', { level: 1, name: 'Promocodes' })).toBeVisible()
  }
})
