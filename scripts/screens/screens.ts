import type { PersonaName } from '../../mocks/personas.ts'

export type Locale = 'ru' | 'en'
export const LOCALES: readonly Locale[] = ['ru', 'en']
export const WIDTHS = [375, 1440] as const
export type Width = (typeof WIDTHS)[number]

/** What a screen should show: the page itself, or an error page (404, a failed load). */
type Expectation = 'page' | 'error'

export interface Screen {
  /**
   * The route file it shows, as its id without the locale (`/games/cases/$slug`), or an error
   * page (`404`, `error`): the gallery groups by it, and the test matches it with src/routes.
   */
  route: string
  /** The address without the language prefix. */
  path: string
  /** Signed in as this persona; null is a guest. */
  persona: PersonaName | null
  /** What sets this screen apart from the others of its route, for the label. */
  variant?: string
  expect: Expectation
  /**
   * Planned on the fake backend just before the load. A fault is the whole backend's, so a
   * screen with one is shot alone, after the others.
   */
  fault?: { path: string; status: number }
}

/** One picture: a screen in a language at a width. */
export interface Shot {
  screen: Screen
  locale: Locale
  width: Width
}

/** What the screen list needs from the seeded data, looked up through the API at run time. */
export interface SeedFacts {
  category: string
  subcategory: string
  card: string
  article: string
  case: string
  giveaways: { games: string; promocodes: string }
  dropId: number
  refCode: string
  /** The admin sections an admin may open (`GET /admin/access`), each with its first record's id. */
  adminSections: readonly { section: string; firstId: number | null }[]
}

/**
 * Route files that are not pages a person looks at: they answer files, not HTML. Each route
 * file is either shot or named here (screens.test.ts checks it).
 */
export const NOT_SHOT: Readonly<Record<string, string>> = {
  '/favicon.ico': 'an icon',
  '/robots.txt': 'text for crawlers',
  '/sitemap.xml': 'XML for crawlers',
}

const guest = null

function pageScreens(route: string, path: string, personas: readonly (PersonaName | null)[], variant?: string) {
  return personas.map((persona): Screen => ({
    route,
    path,
    persona,
    expect: 'page',
    ...(variant === undefined ? {} : { variant }),
  }))
}

/**
 * Every screen: each route as a guest, and as the personas a page is for or changes for (the
 * header's balance, a case's tasks, the profile's trades, the referral refusals); the panel as
 * an admin (each section's list and first record, one new-record form) and as an articles editor.
 */
export function screenList(facts: SeedFacts): Screen[] {
  const sections = facts.adminSections
  return [
    ...pageScreens('/', '/', [guest, 'regular']),
    ...pageScreens('/$slug', `/${facts.category}`, [guest]),
    ...pageScreens('/$slug/$subcategorySlug', `/${facts.category}/${facts.subcategory}`, [guest]),
    ...pageScreens('/cards', '/cards', [guest]),
    ...pageScreens('/cards/$slug', `/cards/${facts.card}`, [guest, 'regular']),
    ...pageScreens('/articles', '/articles', [guest]),
    ...pageScreens('/articles/$slug', `/articles/${facts.article}`, [guest]),
    ...pageScreens('/search', '/search?search=case&type=cards', [guest], 'cards'),
    ...pageScreens('/search', '/search?search=skins&type=articles', [guest], 'articles'),
    ...pageScreens('/contacts', '/contacts', [guest]),
    ...pageScreens('/privacy', '/privacy', [guest]),
    ...pageScreens('/sitemap', '/sitemap', [guest]),
    ...pageScreens('/games', '/games', [guest]),
    ...pageScreens('/games/cases', '/games/cases', [guest, 'regular']),
    ...pageScreens('/games/cases/$slug', `/games/cases/${facts.case}`, [guest, 'regular']),
    ...pageScreens('/games/fair', `/games/fair?drop=${facts.dropId}`, [guest]),
    ...pageScreens('/games/giveaways/$type', '/games/giveaways/games', [guest], 'games'),
    ...pageScreens('/games/giveaways/$type', '/games/giveaways/promocodes', [guest], 'promocodes'),
    ...pageScreens('/games/giveaways/$type/$slug', `/games/giveaways/games/${facts.giveaways.games}`, [
      guest,
      'regular',
    ]),
    ...pageScreens(
      '/games/giveaways/$slug',
      `/games/giveaways/${facts.giveaways.promocodes}`,
      [guest],
      'redirects to its type',
    ),
    ...pageScreens('/shop', '/shop', [guest, 'rich']),
    ...pageScreens('/profile', '/profile', [guest, 'new', 'regular', 'rich']),
    ...pageScreens('/ref', '/ref', [guest, 'regular', 'low-level']),
    ...pageScreens('/ref/$code', `/ref/${facts.refCode}`, [guest, 'new']),
    ...pageScreens('/admin', '/admin', ['admin', 'editor']),
    ...sections.flatMap(({ section }) => pageScreens('/admin/$section', `/admin/${section}`, ['admin'], section)),
    ...sections.flatMap(({ section, firstId }) =>
      firstId === null ? [] : pageScreens('/admin/$section/$id', `/admin/${section}/${firstId}`, ['admin'], section),
    ),
    ...sections
      .slice(0, 1)
      .flatMap(({ section }) => pageScreens('/admin/$section/new', `/admin/${section}/new`, ['admin'], section)),
    { route: '404', path: '/no-such-page/at-all', persona: guest, variant: 'unknown address', expect: 'error' },
    { route: '404', path: '/cards/no-such-card', persona: guest, variant: 'unknown card', expect: 'error' },
    {
      route: 'error',
      path: '/articles',
      persona: guest,
      variant: 'the API answers 503',
      expect: 'error',
      fault: { path: '/core', status: 503 },
    },
  ]
}

export function localizedPath(locale: Locale, path: string): string {
  if (locale === 'ru') return path
  return path === '/' ? '/en' : `/en${path}`
}

export function shotsOf(screens: readonly Screen[]): Shot[] {
  return screens.flatMap((screen) =>
    LOCALES.flatMap((locale) => WIDTHS.map((width): Shot => ({ screen, locale, width }))),
  )
}

/** `--only`: the screens whose route, address, persona or variant contains the text. */
export function onlyMatching(screens: readonly Screen[], text: string | undefined): Screen[] {
  if (!text) return [...screens]
  const needle = text.toLowerCase()
  return screens.filter((screen) =>
    [screen.route, screen.path, screen.persona ?? 'guest', screen.variant ?? ''].some((field) =>
      field.toLowerCase().includes(needle),
    ),
  )
}

/** The PNG's file name: readable, unique per shot, safe on any file system. */
export function shotFileName({ screen, locale, width }: Shot): string {
  // An error page's address is another screen's too (a planned fault on /articles).
  const prefix = screen.expect === 'error' ? `${screen.route}-` : ''
  const parts = [
    prefix + (screen.path === '/' ? 'home' : screen.path),
    screen.persona ?? 'guest',
    locale,
    String(width),
  ]
  const name = parts
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return `${name}.png`
}

/**
 * The id a route file has, without the locale: `{-$locale}/games/cases/$slug.tsx` is
 * `/games/cases/$slug`; a layout (`route.tsx`) is the id of its index; the root is none.
 */
export function routeIdOfFile(file: string): string | null {
  const withoutExtension = file.replace(/\.tsx?$/, '')
  if (withoutExtension === '__root') return null
  const id = withoutExtension
    .replace(/^\{-\$locale\}(\/|$)/, '')
    .replace(/(^|\/)(index|route)$/, '')
    .replace(/\[\.\]/g, '.')
  return `/${id}`
}
