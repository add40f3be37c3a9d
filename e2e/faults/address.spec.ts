import type { Page } from '@playwright/test'
import { expect, test } from './console-guard.ts'
import type { BackendMode } from '../fixtures.ts'

/**
 * Addresses typed or pasted by hand with values the page cannot use (`?page=abc`, an unknown
 * status or sort): the page shows what it shows without them, never an error page. The server
 * answers with a redirect to the address without them, so a shared or indexed link is the
 * canonical one.
 */
interface BadAddress {
  path: string
  canonical: string
  heading: string
  shows: (page: Page) => ReturnType<Page['getByRole']>
}

const guestAddresses: BadAddress[] = [
  {
    path: '/en/games/cases?page=99999999999999999999',
    canonical: '/en/games/cases',
    heading: 'Free cases',
    shows: (page) =>
      page
        .getByRole('main')
        .getByRole('link', { name: /Daily case/ })
        .first(),
  },
  {
    path: '/en/games/giveaways/games?status=bogus&page=-3',
    canonical: '/en/games/giveaways/games',
    heading: 'Game key giveaways',
    shows: (page) => page.getByRole('main').getByRole('link', { name: 'Cyberpunk 2077 key' }),
  },
  {
    path: '/en/cards?page=99999999999999999999',
    canonical: '/en/cards',
    heading: 'All sites with free skins',
    shows: (page) =>
      page
        .getByRole('main')
        .getByRole('link', { name: /^Details/ })
        .first(),
  },
  {
    path: '/en/articles?page=0',
    canonical: '/en/articles',
    heading: 'Articles',
    shows: (page) => page.getByRole('main').getByRole('heading', { level: 2 }).first(),
  },
  {
    path: '/en/games/fair?drop=abc&nonce=-1',
    canonical: '/en/games/fair',
    heading: 'Provably fair drops',
    shows: (page) => page.getByRole('main').getByRole('button', { name: 'Check' }),
  },
]

const richAddresses: BadAddress[] = [
  {
    path: '/en/shop?page=abc&sort=cheapest&game=chess&priceFrom=12.345&priceTo=1e40',
    canonical: '/en/shop',
    heading: 'Skin shop',
    shows: (page) => page.getByRole('main').getByRole('button', { name: /^Buy/ }).first(),
  },
  {
    path: '/en/profile?page=1.5&dropsPage=-1',
    canonical: '/en/profile',
    heading: 'Profile',
    shows: (page) => page.getByRole('main').getByRole('heading', { name: 'My items' }),
  },
]

function pathAndQuery(href: string): string {
  const url = new URL(href, 'http://localhost')
  return url.pathname + url.search
}

async function expectRendered(page: Page, gotoApp: (path: string) => Promise<void>, address: BadAddress) {
  await gotoApp(address.path)
  await expect(page.getByRole('heading', { level: 1, name: address.heading }), address.path).toBeVisible()
  await expect(address.shows(page), address.path).toBeVisible()
}

/**
 * The production server's answer is the point of its project: a 307 to the canonical address,
 * checked for every address without a browser, then one address followed in the browser. The
 * static demo has no server: it renders every address as typed.
 */
async function expectPagesDespite(
  page: Page,
  gotoApp: (path: string) => Promise<void>,
  backendMode: BackendMode,
  addresses: readonly BadAddress[],
) {
  if (backendMode === 'browser-mock') {
    for (const address of addresses) await expectRendered(page, gotoApp, address)
    return
  }
  for (const address of addresses) {
    const answer = await page.request.get(address.path, { maxRedirects: 0 })
    expect(answer.status(), address.path).toBe(307)
    expect(pathAndQuery(answer.headers()['location'] ?? ''), address.path).toBe(address.canonical)
  }
  const [followed] = addresses
  await expectRendered(page, gotoApp, followed!)
  expect(pathAndQuery(page.url())).toBe(followed!.canonical)
}

test('a list address with malformed values typed by hand shows the list, not an error page', async ({
  page,
  gotoApp,
  backendMode,
}) => {
  await expectPagesDespite(page, gotoApp, backendMode, guestAddresses)
})

test('signed in, the shop and the profile ignore malformed values in their address', async ({
  page,
  gotoApp,
  signInAs,
  backendMode,
}) => {
  await signInAs('rich')
  await expectPagesDespite(page, gotoApp, backendMode, richAddresses)
})

test('a referral link whose code holds a control character is the 404 page, not a landing that shows it', async ({
  page,
  gotoApp,
  backendMode,
}) => {
  if (backendMode === 'http-api') expect((await page.request.get('/en/ref/RAIDER%0010')).status()).toBe(404)
  await gotoApp('/en/ref/RAIDER%0010')
  await expect(page.getByRole('heading', { level: 1, name: /^404\b/ })).toBeVisible()
  await gotoApp('/en/ref/RAIDER10')
  await expect(page.getByRole('heading', { level: 1, name: 'Affiliate program' })).toBeVisible()
})
