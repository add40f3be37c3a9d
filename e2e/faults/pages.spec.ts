import type { Page } from '@playwright/test'
import { expect, test } from './console-guard.ts'
import { apiGet } from '../api.ts'
import type { BackendMode } from '../fixtures.ts'
import type { PersonaName } from '../../mocks/personas.ts'
import type { Locale } from './drills.ts'
import {
  endOutage,
  errorHeading,
  expectOutageShown,
  navigateInApp,
  recordAlerts,
  startOutage,
  tryAgain,
  type Control,
  type OutageKind,
} from './outages.ts'

/** Slugs of the seed, read from the fake backend rather than written down. */
interface Seed {
  category: string
  card: string
  article: string
  case: string
  giveaway: string
}

async function readSeed(page: Page, backendMode: BackendMode, apiBaseUrl: string): Promise<Seed> {
  const first = async (path: string) =>
    (await apiGet<{ data: { slug: string }[] }>(page, backendMode, apiBaseUrl, path)).data[0]!.slug
  const [category, card, article, kase, giveaway] = await Promise.all(
    ['/categories', '/cards', '/articles', '/cases', '/giveaways?filter%5Btype%5D=games'].map((path) => first(path)),
  )
  return { category: category!, card: card!, article: article!, case: kase!, giveaway: giveaway! }
}

/**
 * A screen whose data decides the page: its address, the API call that loads that data, and
 * the two outages it is drilled with, one met on a client navigation and one on a first visit
 * (the server render in http-api). Each outage kind is met on several screens in both ways and
 * in both languages; a 401 only where someone is signed in. A 422 has no place here: a page
 * load has no fields (forms.spec.ts and bad-input.spec.ts drill it).
 */
interface Screen {
  name: string
  locale: Locale
  persona?: PersonaName
  path: (seed: Seed) => string
  api: (seed: Seed) => string
  navigation: OutageKind
  firstVisit: OutageKind
  /** After a 401 the visitor is a guest: what the page shows then, instead of its own content. */
  asGuest?: (page: Page) => Promise<void>
}

const at = (locale: Locale, path: string) => (locale === 'en' ? `/en${path === '/' ? '' : path}` : path)

const screens: Screen[] = [
  {
    name: 'home',
    locale: 'en',
    path: () => '/',
    api: () => '/cards/top-cards',
    navigation: '500',
    firstVisit: 'network',
  },
  {
    name: 'category',
    locale: 'ru',
    path: (s) => `/${s.category}`,
    api: (s) => `/categories/${s.category}`,
    navigation: 'error text',
    firstVisit: '500',
  },
  {
    name: 'card',
    locale: 'en',
    path: (s) => `/cards/${s.card}`,
    api: (s) => `/cards/${s.card}`,
    navigation: 'error text',
    firstVisit: '3 s slow',
  },
  {
    name: 'article',
    locale: 'ru',
    path: (s) => `/articles/${s.article}`,
    api: (s) => `/articles/${s.article}`,
    navigation: '3 s slow',
    firstVisit: 'error text',
  },
  {
    name: 'search page',
    locale: 'en',
    path: () => '/search?search=case&type=cards',
    api: () => '/search',
    navigation: 'network',
    firstVisit: '500',
  },
  {
    name: 'profile',
    locale: 'ru',
    persona: 'regular',
    path: () => '/profile',
    api: () => '/profile',
    navigation: '401 mid-session',
    firstVisit: 'error text',
    // The profile is for the signed in: a guest is sent to the main page, which says why.
    asGuest: async (page) => {
      await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get('from') === '/profile')
      await expect(page.getByRole('region', { name: 'Войдите, чтобы открыть ту страницу' })).toBeVisible()
      await expect(page.getByRole('banner').getByRole('button', { name: 'Войти' })).toBeVisible()
    },
  },
  {
    name: 'shop',
    locale: 'en',
    path: () => '/shop',
    api: () => '/shop/last-delivered',
    navigation: '500',
    firstVisit: 'error text',
  },
  {
    name: 'cases',
    locale: 'ru',
    path: () => '/games/cases',
    api: () => '/cases',
    navigation: 'error text',
    firstVisit: '500',
  },
  {
    name: 'case',
    locale: 'en',
    persona: 'regular',
    path: (s) => `/games/cases/${s.case}`,
    api: (s) => `/cases/${s.case}`,
    navigation: '500',
    firstVisit: 'error text',
  },
  {
    name: 'giveaways',
    locale: 'ru',
    path: () => '/games/giveaways/games',
    api: () => '/giveaways',
    navigation: 'error text',
    firstVisit: '500',
  },
  {
    name: 'giveaway',
    locale: 'en',
    persona: 'regular',
    path: (s) => `/games/giveaways/games/${s.giveaway}`,
    api: (s) => `/giveaways/${s.giveaway}`,
    navigation: '401 mid-session',
    firstVisit: '500',
    asGuest: async (page) => {
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible()
    },
  },
  {
    name: 'referral',
    locale: 'ru',
    persona: 'regular',
    path: () => '/ref',
    api: () => '/ref/statistics',
    navigation: '500',
    firstVisit: 'error text',
  },
]

/** The page's own content: its heading, and no error page. */
async function expectContent(page: Page, locale: Locale): Promise<void> {
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(main.getByRole('button', { name: tryAgain[locale] })).toHaveCount(0)
}

/**
 * An outage of the screen's data: the page says so in the layout, with a retry; the service
 * comes back; the retry shows the page. A 3 s answer shows the page loading (never blank) and
 * then the page. A 401 ends the session: the page then shows what a guest sees.
 */
async function drill(page: Page, screen: Screen, kind: OutageKind, inBrowser: boolean, api: string, control: Control) {
  if (kind === '3 s slow') {
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('main')).not.toBeEmpty()
    await expectContent(page, screen.locale)
    return
  }
  await expectOutageShown(page, screen.locale, kind, inBrowser)
  await endOutage(control, api)
  await page.getByRole('main').getByRole('button', { name: tryAgain[screen.locale] }).click()
  await expect(errorHeading(page, screen.locale, kind)).toHaveCount(0)
  if (kind === '401 mid-session' && screen.asGuest) await screen.asGuest(page)
  else await expectContent(page, screen.locale)
}

for (const screen of screens) {
  test(`${screen.name}: ${screen.navigation} on a client navigation, ${screen.firstVisit} on a first visit: said, retried, shown (${screen.locale})`, async ({
    page,
    gotoApp,
    signInAs,
    control,
    backendMode,
    apiBaseUrl,
  }) => {
    test.slow(screen.navigation === '3 s slow' || screen.firstVisit === '3 s slow', 'a 3 s answer is waited for')
    await recordAlerts(page)
    if (screen.persona) await signInAs(screen.persona)
    // Another page of the app first, so the screen is reached by a client navigation.
    const elsewhere = screen.name === 'home' ? at(screen.locale, '/articles') : at(screen.locale, '/')
    await gotoApp(elsewhere)
    const seed = await readSeed(page, backendMode, apiBaseUrl)
    const path = at(screen.locale, screen.path(seed))
    const api = screen.api(seed)

    await startOutage(control, api, screen.navigation)
    await navigateInApp(page, path)
    await drill(page, screen, screen.navigation, true, api, control)

    // A 401 signed the visitor out: the first visit is made signed in again.
    if (screen.persona && screen.navigation === '401 mid-session') await signInAs(screen.persona)
    await startOutage(control, api, screen.firstVisit)
    await gotoApp(path)
    await drill(page, screen, screen.firstVisit, backendMode === 'browser-mock', api, control)
  })
}
