import type { Core, CurrentUser } from '~/shared/core-data/core-query'
import type { Schemas } from '~/api/types'

/**
 * Hand-made data for props: stories of presentational components and unit tests of pure
 * functions, small and readable. What comes from the API in a test or a story comes from the
 * fake backend (a scenario, a persona, `apiOverride`), not from here.
 */

function tile(label: string, color: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="12" fill="${color}"/>` +
    `<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="Arial" font-weight="700" font-size="24" fill="#fff">${label}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    steamName: 'Dmitry_K',
    steamAvatar: tile('DK', '#4f7cff'),
    balance: 1250.5,
    cookieConfirmed: true,
    mk1: true,
    refCode: 'DMITRY17',
    refActivated: false,
    steamVerified: true,
    steamLevel: 12,
    tradelink: null,
    roles: [],
    ...overrides,
  }
}

export function makeNotification(overrides: Partial<Schemas['Notification']> = {}): Schemas['Notification'] {
  return {
    id: 1,
    title: 'New free case',
    description: 'Open the Starter case: the tasks are already available.',
    link: '/games/cases/starter',
    createdAt: '2025-03-14T09:00:00.000Z',
    viewed: false,
    ...overrides,
  }
}

export const sampleCategories: Schemas['Category'][] = [
  { id: 1, name: 'CS2', slug: 'cs2', image: tile('CS', '#e39a2d') },
  { id: 2, name: 'Rust', slug: 'rust', image: tile('RU', '#c8462f') },
  { id: 3, name: 'Dota 2', slug: 'dota2', image: tile('D2', '#b23b3b') },
  { id: 4, name: 'Free bonuses', slug: 'bonuses', image: tile('FB', '#2fa37a') },
]

export function makeCore(overrides: Partial<Core> = {}): Core {
  return {
    currentUser: null,
    categories: sampleCategories,
    banners: [],
    config: {
      tg_bot_name: 'freeskins_bot',
      tg_bot_link: 'https://t.me/freeskins_bot',
      socket_url: 'ws://localhost:3001',
      socket_token: 'token',
      ref_reward_amount: 5,
      social_links: {
        tg: 'https://t.me/freeskins',
        vk: 'https://vk.com/freeskins',
        steam: 'https://steamcommunity.com/groups/freeskins',
      },
      captcha_site_key: 'site-key',
    },
    country_code: 'RU',
    notifications: [],
    ...overrides,
  }
}

/** A signed-in user with two unread notifications and one read. */
export function makeSignedInCore(userOverrides: Partial<CurrentUser> = {}): Core {
  return makeCore({
    currentUser: makeUser(userOverrides),
    notifications: [
      makeNotification({
        id: 3,
        title: 'Giveaway started',
        description: 'Ten game keys are up for grabs this week.',
        link: null,
      }),
      makeNotification({ id: 2 }),
      makeNotification({
        id: 1,
        title: 'Welcome!',
        description: 'Thanks for joining.',
        link: 'https://example.com/welcome',
        viewed: true,
        createdAt: '2025-03-01T12:30:00.000Z',
      }),
    ],
  })
}

export function makeProfile(overrides: Partial<Schemas['Profile']> = {}): Schemas['Profile'] {
  return {
    steamName: 'Dmitry_K',
    steamAvatar: tile('DK', '#4f7cff'),
    steamLevel: 12,
    tradelink: null,
    vkId: null,
    vkName: null,
    tgId: null,
    tgName: null,
    tgBotVerifiedAt: null,
    refActivated: false,
    ...overrides,
  }
}

export function makeCaseItem(overrides: Partial<Schemas['CaseItem']> = {}): Schemas['CaseItem'] {
  return {
    id: 101,
    marketHashName: 'AK-47 | Slate (Field-Tested)',
    price: 3.12,
    rarityColor: '#4b69ff',
    image: tile('AK', '#4b69ff'),
    ...overrides,
  }
}

/** The first test vector's seeds (docs/fake-backend.md), before the server seed is revealed. */
export const sampleProof: Schemas['DropProof'] = {
  serverSeedHash: '60e05bd1b195af2f94112fa7197a5c88289058840ce7c6df9693756bc6250f55',
  serverSeed: null,
  clientSeed: 'client',
  nonce: 0,
}

export function makeDroppedItem(overrides: Partial<Schemas['DroppedItem']> = {}): Schemas['DroppedItem'] {
  const { id, marketHashName, price, rarityColor, image } = makeCaseItem()
  return { id, marketHashName, price, rarityColor, image, dropId: 57, proof: sampleProof, ...overrides }
}

export function makeCase(overrides: Partial<Schemas['Case']> = {}): Schemas['Case'] {
  return {
    title: 'Starter case',
    slug: 'starter',
    preview: tile('SC', '#e0662f'),
    type: 'free',
    nextOpeningDate: null,
    tasks: [],
    items: [makeCaseItem()],
    availableItem: null,
    seoTitle: null,
    seoDescription: null,
    hasActivatedPromocode: false,
    autoPromocodes: false,
    autoPromocode: null,
    ...overrides,
  }
}

export function makeGiveaway(overrides: Partial<Schemas['Giveaway']> = {}): Schemas['Giveaway'] {
  return {
    title: 'Rust keys',
    preview: tile('RK', '#c8462f'),
    slug: 'rust-keys',
    type: 'games',
    description: 'Ten Rust keys.',
    rewardsCount: 7,
    status: 'active',
    endsAt: '2025-03-31T21:00:00Z',
    seoTitle: null,
    seoDescription: null,
    tasks: [],
    userLastReward: null,
    requiredSteamLevel: 5,
    ...overrides,
  }
}

export function makeShopItem(overrides: Partial<Schemas['ShopItem']> = {}): Schemas['ShopItem'] {
  return {
    class_id: '310776560',
    instance_id: '302028390',
    game_id: 730,
    market_hash_name: 'AWP | Atheris (Field-Tested)',
    price: 245.5,
    quality: 'Field-Tested',
    rarity: 'Restricted',
    rarity_color: '#8847ff',
    image: tile('AWP', '#8847ff'),
    ...overrides,
  }
}
