import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../fixtures.ts'

/**
 * Parts of a page that hydrate after it from chunks of their own (src/shared/lib/lazy-hydrated.tsx):
 * the shell, the forms (shop, case, giveaway, search, referral programme, fairness check), the banners,
 * the home page's sections and the parts lower on a page. While their code is held back, the page itself is interactive and their
 * server HTML stays on screen, untouched; once it arrives, they hydrate in place. Were a deferred
 * part re-rendered before that, React would drop its HTML and show nothing until the code came:
 * the observer below would see it.
 */
test.skip(
  ({ backendMode }) => backendMode === 'browser-mock',
  'the static demo renders in the browser: there is no server HTML to keep',
)

/**
 * Holds back every script the server's page does not load itself (its scripts and modulepreloads
 * are the first load) until the returned function is called: what is left is what loads later.
 */
async function holdLaterChunks(page: Page, path: string): Promise<() => void> {
  const html = await (await page.request.get(path)).text()
  const firstLoad = new Set(
    [...html.matchAll(/\b(?:src|href)="([^"]+\.js)"/g)].map((match) => new URL(match[1] ?? '', 'http://page').pathname),
  )
  expect(firstLoad.size, 'the page loads scripts').toBeGreaterThan(0)
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/**/*.js', async (route) => {
    if (!firstLoad.has(new URL(route.request().url()).pathname)) await released
    await route.continue()
  })
  return release
}

/** Records every element taken out of the document (scripts aside: the server's inline scripts remove themselves). */
async function watchRemovals(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const removed: string[] = []
    Object.assign(window, { removedElements: removed })
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && node.tagName !== 'SCRIPT') removed.push(node.outerHTML.slice(0, 120))
    }).observe(document, { childList: true, subtree: true })
  })
}

const removedElements = (page: Page) =>
  page.evaluate(() => (window as unknown as { removedElements: string[] }).removedElements)

/** Whether React has taken the element over (its fiber is on it, as e2e/fixtures.ts's waitForApp checks). */
const hydrated = (element: Locator) =>
  element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')))

const headerButton = (page: Page) => page.getByRole('banner').getByRole('button').first()

interface DeferredPage {
  name: string
  path: string
  persona: 'rich' | 'regular' | null
  /** Something of the page itself, in the first load. */
  pagePart: (page: Page) => Locator
  /** Something of a part that hydrates after the page. */
  deferredPart: (page: Page) => Locator
}

const pages: DeferredPage[] = [
  {
    name: 'the front page (guest)',
    path: '/en',
    persona: null,
    pagePart: (page) => page.getByRole('heading', { level: 1 }),
    deferredPart: (page) =>
      page.getByRole('region', { name: 'Top free cases' }).getByRole('listitem').first().getByRole('link'),
  },
  {
    name: 'the shop (signed in)',
    path: '/en/shop',
    persona: 'rich',
    pagePart: (page) => page.getByRole('main').getByRole('button', { name: /^Buy/ }).first(),
    deferredPart: (page) => page.getByRole('search', { name: 'Shop filters' }).getByRole('button', { name: 'Apply' }),
  },
  {
    name: 'a case (signed in)',
    path: '/en/games/cases/daily-case',
    persona: 'regular',
    pagePart: (page) => page.getByRole('heading', { level: 1 }),
    deferredPart: (page) => page.getByRole('button', { name: 'Open the case' }),
  },
  {
    name: 'a giveaway (signed in)',
    path: '/en/games/giveaways/games/cyberpunk-key',
    persona: 'regular',
    pagePart: (page) => page.getByRole('heading', { level: 1 }),
    deferredPart: (page) => page.getByRole('button', { name: 'Take the reward' }),
  },
  {
    name: 'search results (guest)',
    path: '/en/search?search=case',
    persona: null,
    pagePart: (page) => page.getByRole('main').getByRole('listitem').first().getByRole('link'),
    deferredPart: (page) => page.getByRole('main').getByRole('button', { name: 'Find' }),
  },
  {
    name: 'the referral programme (signed in)',
    path: '/en/ref',
    persona: 'regular',
    pagePart: (page) => page.getByRole('heading', { level: 1 }),
    deferredPart: (page) => page.getByRole('button', { name: 'Change the code' }),
  },
  {
    name: 'the fairness check (guest)',
    path: '/en/games/fair',
    persona: null,
    pagePart: (page) => page.getByRole('heading', { level: 1 }),
    deferredPart: (page) => page.getByRole('main').getByRole('button', { name: 'Check' }),
  },
]

for (const target of pages) {
  test(`${target.name}: the page is interactive first, and the shell and the deferred parts keep their server HTML until they hydrate`, async ({
    page,
    signInAs,
  }) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
    if (target.persona) await signInAs(target.persona)
    await watchRemovals(page)
    const release = await holdLaterChunks(page, target.path)
    await page.goto(target.path, { waitUntil: 'commit' })

    await expect.poll(() => hydrated(page.getByRole('main')), 'the page hydrates without the deferred code').toBe(true)
    await expect.poll(() => hydrated(target.pagePart(page)), 'its own content is React’s').toBe(true)
    // A moment for whatever the page does after hydrating (queries, clocks, the loading bar).
    await page.waitForTimeout(1000)
    expect(await hydrated(headerButton(page)), 'the header waits for its code').toBe(false)
    expect(await hydrated(target.deferredPart(page)), 'the deferred part waits for its code').toBe(false)
    await expect(page.getByRole('banner').getByRole('link', { name: /FreeSkins/ })).toBeVisible()
    await expect(target.deferredPart(page)).toBeVisible()
    expect(await removedElements(page), 'elements dropped while the code was held').toEqual([])

    release()
    await expect.poll(() => hydrated(headerButton(page)), 'the header hydrates once its code is in').toBe(true)
    await expect.poll(() => hydrated(target.deferredPart(page)), 'and so does the deferred part').toBe(true)
    expect(await removedElements(page), 'elements dropped on hydrating').toEqual([])
    expect(problems, 'console errors').toEqual([])
  })
}
