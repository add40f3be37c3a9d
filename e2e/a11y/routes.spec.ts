import type { Page } from '@playwright/test'
import type { PersonaName } from '../../mocks/personas.ts'
import { apiGet, type ArticlePage, type CardPage, type CategoryPage, type SubcategoriesResponse } from '../api.ts'
import { expect, failedRequestLine, test, type BackendMode } from '../fixtures.ts'
import { LOCALES, localizedPath, type Locale } from '../ssr/public-pages.ts'

/**
 * axe (WCAG 2.2 A/AA) on every route of the app in both languages, signed out and signed in.
 * One test per audience and language walks its routes in steps: the first page loaded, the others
 * reached as the app's links reach them (client navigation, no reload), an axe run on each, so
 * the sweep stays cheap. The full loads of the server render have their own axe checks in
 * overlays.spec.ts and the SSR specs. The overlays (modals, menus, dropdowns) are in overlays.spec.ts.
 */
test.skip(
  ({ backendMode }) => backendMode === 'http-api',
  "axe reads the page once it has rendered, which does not depend on where the fake backend runs, so the sweep runs once, in browser-mock (in the production server's project it takes as long)",
)

/** The slugs of the seed's first category, subcategory, card and article in a language. */
async function seededPaths(page: Page, mode: BackendMode, api: string, locale: Locale): Promise<string[]> {
  const get = <T>(path: string) => apiGet<T>(page, mode, api, path, locale)
  const [category] = (await get<CategoryPage>('/categories')).data
  const [subcategory] = (await get<SubcategoriesResponse>(`/categories/${category!.slug}/subcategories`)).data
  const [card] = (await get<CardPage>('/cards')).data
  const [article] = (await get<ArticlePage>('/articles')).data
  return [
    `/${category!.slug}`,
    `/${category!.slug}/${subcategory!.slug}`,
    `/cards/${card!.slug}`,
    `/articles/${article!.slug}`,
  ]
}

/** Every visitor-facing route (the seed's slugs: the daily case, a games and a promocodes giveaway, `regular`'s referral code). */
const SITE_ROUTES = [
  '/',
  '/cards',
  '/articles',
  '/search?search=case&type=cards',
  '/search?search=skins&type=articles',
  '/contacts',
  '/privacy',
  '/sitemap',
  '/games',
  '/games/cases',
  '/games/cases/daily-case',
  '/games/fair?drop=1',
  '/games/giveaways/games',
  '/games/giveaways/games/cyberpunk-key',
  '/games/giveaways/promocodes',
  '/games/giveaways/promocodes/skinrush-codes',
  '/shop',
  '/profile',
  '/ref',
  '/ref/RAIDER10',
  '/admin',
  '/no-such-page/at-all',
]

const PANEL_NAV: Record<Locale, string> = { ru: 'Админ-панель', en: 'Admin panel' }

/** The sections the panel's navigation offers the signed-in user (all of them to an admin, articles to an editor). */
async function panelSections(page: Page, gotoApp: (path: string) => Promise<void>, locale: Locale): Promise<string[]> {
  await gotoApp(localizedPath(locale, '/admin'))
  const links = page.getByRole('navigation', { name: PANEL_NAV[locale] }).getByRole('link')
  await expect(links.first()).toBeVisible()
  const prefix = localizedPath(locale, '/admin/')
  const sections = (
    await links.evaluateAll((anchors) => anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname))
  )
    .filter((path) => path.startsWith(prefix))
    .map((path) => path.slice(prefix.length))
  expect(sections.length).toBeGreaterThan(0)
  return sections
}

const forms = (sections: string[]) => sections.flatMap((section) => [`/admin/${section}/new`, `/admin/${section}/1`])

type Routes = (
  page: Page,
  locale: Locale,
  fixtures: { gotoApp: (path: string) => Promise<void>; backendMode: BackendMode; apiBaseUrl: string },
) => Promise<string[]>

const site: Routes = async (page, locale, { backendMode, apiBaseUrl }) => [
  ...SITE_ROUTES,
  ...(await seededPaths(page, backendMode, apiBaseUrl, locale)),
]

/**
 * Who sees what: the site signed out and signed in; the panel as an admin (its home, every
 * section's list, new-record form and first record; the forms are one field kit whose words
 * i18n:check covers, so in Russian one section's forms stand for the rest) and as an editor.
 */
const audiences: { name: string; persona: PersonaName | null; routes: Routes }[] = [
  { name: 'signed out', persona: null, routes: site },
  { name: 'signed in', persona: 'regular', routes: site },
  {
    name: 'an admin: the lists',
    persona: 'admin',
    routes: async (page, locale, { gotoApp }) => [
      '/admin',
      ...(await panelSections(page, gotoApp, locale)).map((section) => `/admin/${section}`),
    ],
  },
  {
    name: 'an admin: the forms',
    persona: 'admin',
    routes: async (page, locale, { gotoApp }) =>
      forms((await panelSections(page, gotoApp, locale)).slice(0, locale === 'en' ? undefined : 1)),
  },
  {
    name: 'an articles editor',
    persona: 'editor',
    routes: async (page, locale, { gotoApp }) => {
      const sections = await panelSections(page, gotoApp, locale)
      return ['/admin', ...sections.map((section) => `/admin/${section}`), ...forms(sections)]
    },
  },
]

/** Goes to `href` as a link of the app does, and waits until the router has loaded it (or redirected). */
async function navigate(page: Page, href: string): Promise<void> {
  await page.evaluate(async (to) => {
    await (
      window as unknown as { __TSR_ROUTER__: { navigate: (options: { href: string }) => Promise<void> } }
    ).__TSR_ROUTER__.navigate({ href: to })
  }, href)
}

/** The page has its heading and nothing in it still loads (the admin panel fetches in the browser). */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0)
}

for (const locale of LOCALES) {
  for (const audience of audiences) {
    test(`no axe violations on any route for ${audience.name} (${locale})`, async ({
      page,
      gotoApp,
      signInAs,
      expectNoA11yViolations,
      expectConsoleErrors,
      backendMode,
      apiBaseUrl,
    }) => {
      test.setTimeout(180_000)
      expectConsoleErrors('the sweep includes an address the API does not know', failedRequestLine(404))
      if (audience.persona) await signInAs(audience.persona)
      // The demo answers the API in the page, so the page is the app's before anything is asked.
      await gotoApp(localizedPath(locale, '/'))
      const routes = await audience.routes(page, locale, { gotoApp, backendMode, apiBaseUrl })
      // One sweep visits up to 27 pages: about 6 s each at load 13 on 2 cores, so a fixed three
      // minutes ran out. The budget grows with the pages instead.
      test.setTimeout(120_000 + routes.length * 20_000)
      for (const [index, route] of routes.entries()) {
        await test.step(localizedPath(locale, route), async () => {
          await navigate(page, localizedPath(locale, route))
          await settled(page)
          // The shell (header, sidebar, footer) is the same on every page: checked whole on the
          // first, then only the page's own content.
          await expectNoA11yViolations(index === 0 ? {} : { include: 'main' })
        })
      }
    })
  }
}
