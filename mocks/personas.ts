import type { SystemRoleName } from './db/schema/roles.ts'

/**
 * The people the fake game platform can sign in. Their rows are written by hand rather
 * than by faker, so tests, stories and e2e can rely on every value below.
 *
 * `low-level`, `no-cs2` and `referred` are each refused a referral code for one reason only
 * (level, no CS2, already activated). Their ids follow the seed's ordinary users (6-29), so
 * adding them moved no id the seed had given before.
 */
export const personaNames = ['new', 'regular', 'rich', 'admin', 'editor', 'low-level', 'no-cs2', 'referred'] as const
export type PersonaName = (typeof personaNames)[number]

export interface Persona {
  userId: number
  steamName: string
  /** 32-bit platform account id; the steam id and the tradelink `partner` derive from it. */
  accountId: number
  steamLevel: number
  /** What the platform reports when the level is refreshed. */
  platformLevel: number
  ownsCs2: boolean
  balanceCents: number
  roles: SystemRoleName[]
  tradelinkToken: string | null
  refCode: string
  cookieConfirmed: boolean
  mk1: boolean
  vk: { id: string; name: string } | null
  tg: { id: string; name: string; botVerified: boolean } | null
  label: { ru: string; en: string }
}

export const personas: Record<PersonaName, Persona> = {
  new: {
    userId: 1,
    steamName: 'FreshRecruit',
    accountId: 100000001,
    steamLevel: 0,
    platformLevel: 3,
    ownsCs2: false,
    balanceCents: 0,
    roles: [],
    tradelinkToken: null,
    refCode: 'FRESH',
    cookieConfirmed: false,
    mk1: false,
    vk: null,
    tg: null,
    label: {
      ru: 'Новый игрок: уровень 0, без трейд-ссылки, 0 монет',
      en: 'New player: level 0, no tradelink, 0 coins',
    },
  },
  regular: {
    userId: 2,
    steamName: 'RegularRaider',
    accountId: 100000002,
    steamLevel: 10,
    platformLevel: 10,
    ownsCs2: true,
    balanceCents: 25_000,
    roles: [],
    tradelinkToken: 'Rg7KxP2q',
    refCode: 'RAIDER10',
    cookieConfirmed: true,
    mk1: false,
    vk: null,
    tg: null,
    label: {
      ru: 'Обычный игрок: уровень 10, есть CS2 и трейд-ссылка',
      en: 'Regular player: level 10, owns CS2, has a tradelink',
    },
  },
  rich: {
    userId: 3,
    steamName: 'GoldenDragon',
    accountId: 100000003,
    steamLevel: 42,
    platformLevel: 42,
    ownsCs2: true,
    balanceCents: 5_000_000,
    roles: [],
    tradelinkToken: 'Gd9WmQ4z',
    refCode: 'GOLDEN',
    cookieConfirmed: true,
    mk1: true,
    vk: { id: '310000003', name: 'Золотой Дракон' },
    tg: { id: '510000003', name: '@golden_dragon', botVerified: true },
    label: { ru: 'Богатый игрок: 50 000 монет, соцсети привязаны', en: 'Rich player: 50,000 coins, socials linked' },
  },
  admin: {
    userId: 4,
    steamName: 'SiteAdmin',
    accountId: 100000004,
    steamLevel: 20,
    platformLevel: 20,
    ownsCs2: true,
    balanceCents: 100_000,
    roles: ['admin'],
    tradelinkToken: 'Ad3NvB8c',
    refCode: 'ADMIN',
    cookieConfirmed: true,
    mk1: true,
    vk: null,
    tg: null,
    label: { ru: 'Администратор', en: 'Administrator' },
  },
  editor: {
    userId: 5,
    steamName: 'ArticleEditor',
    accountId: 100000005,
    steamLevel: 6,
    platformLevel: 6,
    ownsCs2: true,
    balanceCents: 10_000,
    roles: ['articlesEditor'],
    tradelinkToken: 'Ed5TyU1o',
    refCode: 'EDITOR',
    cookieConfirmed: true,
    mk1: false,
    vk: null,
    tg: null,
    label: { ru: 'Редактор статей', en: 'Articles editor' },
  },
  'low-level': {
    userId: 30,
    steamName: 'PixelNovice',
    accountId: 100000030,
    steamLevel: 3,
    platformLevel: 3,
    ownsCs2: true,
    balanceCents: 5_000,
    roles: [],
    tradelinkToken: 'Px3NoV1c',
    refCode: 'NOVICE3',
    cookieConfirmed: true,
    mk1: false,
    vk: null,
    tg: null,
    label: {
      ru: 'Низкий уровень: уровень 3, есть CS2 и трейд-ссылка',
      en: 'Low level: level 3, owns CS2, has a tradelink',
    },
  },
  'no-cs2': {
    userId: 31,
    steamName: 'DotaDevotee',
    accountId: 100000031,
    steamLevel: 15,
    platformLevel: 15,
    ownsCs2: false,
    balanceCents: 12_000,
    roles: [],
    tradelinkToken: 'Dt7DeV0t',
    refCode: 'DOTAFAN',
    cookieConfirmed: true,
    mk1: false,
    vk: null,
    tg: null,
    label: { ru: 'Без CS2: уровень 15, играет только в Dota 2', en: 'No CS2: level 15, plays only Dota 2' },
  },
  referred: {
    userId: 32,
    steamName: 'InvitedIvan',
    accountId: 100000032,
    steamLevel: 8,
    platformLevel: 8,
    ownsCs2: true,
    balanceCents: 3_000,
    roles: [],
    tradelinkToken: 'Iv8InV1t',
    refCode: 'IVAN8',
    cookieConfirmed: true,
    mk1: false,
    vk: null,
    tg: null,
    label: { ru: 'Приглашённый: уже активировал код друга', en: "Referred: has already activated a friend's code" },
  },
}

export function isPersonaName(value: unknown): value is PersonaName {
  return typeof value === 'string' && (personaNames as readonly string[]).includes(value)
}

/** The platform's 64-bit id for a 32-bit account id. */
export function steamIdOf(accountId: number): string {
  return (76561197960265728n + BigInt(accountId)).toString()
}

/** A well-formed trade offer URL of the platform. */
export function tradelinkOf(accountId: number, token: string): string {
  return `https://steamcommunity.com/tradeoffer/new/?partner=${accountId}&token=${token}`
}
