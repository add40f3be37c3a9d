import { Collection } from '@msw/data'
import { z } from 'zod'
import { clock } from '../clock.ts'
import { personaNames } from '../personas.ts'
import { random } from '../random.ts'
import { seed as seedData, DEFAULT_SEED } from './seed.ts'

/**
 * The fake backend's whole state. Rows keep internal shapes (both languages side by side,
 * money in integer cents, times in epoch ms); presenters turn them into contract shapes.
 * Rows reference each other by numeric id rather than @msw/data relations, so a reset
 * rebuilds the same ids in the same order on every host.
 */

const localized = z.object({ ru: z.string(), en: z.string() })
export type Localized = z.infer<typeof localized>
/** Optional texts (SEO fields) may be missing in one language or both. */
const localizedNullable = z.object({ ru: z.string().nullable(), en: z.string().nullable() })
export type LocalizedNullable = z.infer<typeof localizedNullable>

const id = z.number().int().positive()
const cents = z.number().int()
const ms = z.number()

const roleNames = ['admin', 'articlesEditor'] as const
export type RoleName = (typeof roleNames)[number]

const userSchema = z.object({
  id,
  persona: z.enum(personaNames).nullable(),
  steamId: z.string(),
  steamName: z.string(),
  steamAvatar: z.string(),
  /** The level the site last read from the platform. */
  steamLevel: z.number().int().min(0),
  /** The level the platform would report now; `check-steam-level` copies it over. */
  platformLevel: z.number().int().min(0),
  ownsCs2: z.boolean(),
  balanceCents: cents.min(0),
  roles: z.array(z.enum(roleNames)),
  tradelink: z.string().nullable(),
  cookieConfirmed: z.boolean(),
  mk1: z.boolean(),
  mk2: z.boolean(),
  refCode: z.string(),
  refActivated: z.boolean(),
  referrerId: id.nullable(),
  steamVerified: z.boolean(),
  vkId: z.string().nullable(),
  vkName: z.string().nullable(),
  tgId: z.string().nullable(),
  tgName: z.string().nullable(),
  tgBotVerifiedAtMs: ms.nullable(),
  createdAtMs: ms,
})
export type UserRow = z.infer<typeof userSchema>

const sessionSchema = z.object({
  token: z.string(),
  /** What the real-time channel knows the session by; the session token itself never leaves its cookie. */
  socketToken: z.string(),
  userId: id,
  createdAtMs: ms,
})

const ledgerReasons = ['case-sell', 'shop-buy', 'ref-reward', 'admin'] as const
export type LedgerReason = (typeof ledgerReasons)[number]

const ledgerSchema = z.object({
  id,
  userId: id,
  amountCents: cents,
  balanceAfterCents: cents.min(0),
  reason: z.enum(ledgerReasons),
  /** What caused it: a trade, drop or referral id, so statistics can be traced back. */
  sourceId: z.number().int().nullable(),
  atMs: ms,
})

const settingsSchema = z.object({
  id,
  /** Null: derive the country from the request's language. */
  countryCode: z.string().nullable(),
  refRewardCents: cents.min(0),
  sessionSeq: z.number().int().min(0),
})
export type SettingsRow = z.infer<typeof settingsSchema>

const categorySchema = z.object({
  id,
  slug: z.string(),
  name: localized,
  image: z.string(),
  showAlert: z.boolean(),
  seoTitle: localizedNullable,
  seoDescription: localizedNullable,
  position: z.number().int(),
})
export type CategoryRow = z.infer<typeof categorySchema>

const subcategorySchema = z.object({
  id,
  categoryId: id,
  slug: z.string(),
  name: localized,
  buttonText: localized,
  seoTitle: localizedNullable,
  seoDescription: localizedNullable,
  position: z.number().int(),
})
export type SubcategoryRow = z.infer<typeof subcategorySchema>

const badgeSchema = z.object({ id, text: localized, color: z.string() })

const cardSchema = z.object({
  id,
  slug: z.string(),
  categoryId: id,
  subcategoryId: id.nullable(),
  preview: z.string(),
  title: localized,
  fullTitle: localized,
  description: localized,
  text: localized,
  instruction: localized,
  buttonText: localized,
  link: z.string(),
  reward: localized,
  promocode: z.string().nullable(),
  badgeIds: z.array(id),
  hideRuLink: z.boolean(),
  top: z.boolean(),
  position: z.number().int(),
  showAlert: z.boolean(),
  seoTitle: localizedNullable,
  seoDescription: localizedNullable,
  createdAtMs: ms,
})
export type CardRow = z.infer<typeof cardSchema>

const cardPromocodeSchema = z.object({
  id,
  cardId: id,
  title: localized,
  description: localized,
  code: z.string(),
  validUntilMs: ms.nullable(),
  hideLinkRu: z.boolean(),
})
export type CardPromocodeRow = z.infer<typeof cardPromocodeSchema>

const articleSchema = z.object({
  id,
  slug: z.string(),
  title: localized,
  /** Per language: the picture carries the title's words. */
  preview: localized,
  description: localized,
  text: localized,
  promocode: z.string().nullable(),
  url: z.string().nullable(),
  views: z.number().int().min(0),
  seoTitle: localizedNullable,
  seoDescription: localizedNullable,
  createdAtMs: ms,
})
export type ArticleRow = z.infer<typeof articleSchema>

const commentTargets = ['card', 'article'] as const
export type CommentTarget = (typeof commentTargets)[number]

const commentSchema = z.object({
  id,
  target: z.enum(commentTargets),
  targetId: id,
  userId: id,
  evaluation: z.number().int().min(1).max(5),
  text: z.string(),
  createdAtMs: ms,
})
export type CommentRow = z.infer<typeof commentSchema>

const bannerPositions = ['top', 'middle', 'bottom', 'sidebar'] as const

const bannerSchema = z.object({ id, position: z.enum(bannerPositions), image: localized, link: z.string() })
export type BannerRow = z.infer<typeof bannerSchema>

const notificationSchema = z.object({
  id,
  userId: id,
  title: localized,
  description: localized,
  link: z.string().nullable(),
  createdAtMs: ms,
  viewed: z.boolean(),
})
export type NotificationRow = z.infer<typeof notificationSchema>

const contactSchema = z.object({ id, name: localized, content: z.string(), contentLabel: localized })
export type ContactRow = z.infer<typeof contactSchema>

const caseTypes = ['free', 'promocode', 'timed'] as const
export type CaseType = (typeof caseTypes)[number]

const caseSchema = z.object({
  id,
  slug: z.string(),
  type: z.enum(caseTypes),
  title: localized,
  preview: z.string(),
  /** Wait after an opening (free and promocode cases); timed cases follow their window instead. */
  cooldownMs: ms,
  /**
   * Timed cases: the instant their windows count from (open for a minute, every few minutes,
   * see mocks/domain/cases.ts), so the windows fall at the same moments relative to the
   * clock's start in every run. Null for the other types.
   */
  windowsFromMs: ms.nullable(),
  top: z.boolean(),
  position: z.number().int(),
  seoTitle: localizedNullable,
  seoDescription: localizedNullable,
})
export type CaseRow = z.infer<typeof caseSchema>

const caseItemSchema = z.object({
  id,
  caseId: id,
  marketHashName: z.string(),
  priceCents: cents.positive(),
  rarityColor: z.string(),
  image: z.string(),
})
export type CaseItemRow = z.infer<typeof caseItemSchema>

const casePromocodeSchema = z.object({
  id,
  caseId: id,
  code: z.string(),
  maxActivations: z.number().int().positive(),
  activatedUserIds: z.array(id),
  validUntilMs: ms.nullable(),
  /** Handed out to signed-in visitors on the case page, so the case can be tried at once. */
  auto: z.boolean(),
})
export type CasePromocodeRow = z.infer<typeof casePromocodeSchema>

const caseStateSchema = z.object({
  id,
  userId: id,
  caseId: id,
  nextOpeningAtMs: ms.nullable(),
  activatedPromocodeId: id.nullable(),
  availableDropId: id.nullable(),
})
export type CaseStateRow = z.infer<typeof caseStateSchema>

const dropStatuses = ['available', 'sold', 'sent'] as const

const dropSchema = z.object({
  id,
  userId: id,
  caseId: id,
  caseItemId: id,
  marketHashName: z.string(),
  priceCents: cents.positive(),
  rarityColor: z.string(),
  image: z.string(),
  status: z.enum(dropStatuses),
  atMs: ms,
})
export type DropRow = z.infer<typeof dropSchema>

const taskKinds = ['visit_link', 'join_group', 'link_social', 'steam_level', 'tradelink'] as const
export type TaskKind = (typeof taskKinds)[number]
const taskOwners = ['case', 'giveaway'] as const
export type TaskOwner = (typeof taskOwners)[number]
export const socials = ['vk', 'tg'] as const
export type Social = (typeof socials)[number]

const taskSchema = z.object({
  id,
  owner: z.enum(taskOwners),
  ownerId: id,
  kind: z.enum(taskKinds),
  text: localized,
  buttonText: localized,
  /** Where the task sends the user; null for tasks checked on the site (level, tradelink). */
  url: z.string().nullable(),
  /** The account a `join_group` or `link_social` task needs. */
  social: z.enum(socials).nullable(),
  requiredLevel: z.number().int().nullable(),
  position: z.number().int(),
})
export type TaskRow = z.infer<typeof taskSchema>

const taskProgressSchema = z.object({ id, userId: id, taskId: id, visited: z.boolean(), completed: z.boolean() })
export type TaskProgressRow = z.infer<typeof taskProgressSchema>

export const giveawayTypes = ['games', 'promocodes'] as const
export type GiveawayType = (typeof giveawayTypes)[number]

const giveawaySchema = z.object({
  id,
  slug: z.string(),
  type: z.enum(giveawayTypes),
  title: localized,
  /** Per language: the picture carries the title's words. */
  preview: localized,
  description: localized,
  seoTitle: localizedNullable,
  seoDescription: localizedNullable,
  requiredSteamLevel: z.number().int().min(0),
  createdAtMs: ms,
  endsAtMs: ms,
})
export type GiveawayRow = z.infer<typeof giveawaySchema>

const giveawayRewardSchema = z.object({
  id,
  giveawayId: id,
  value: z.string(),
  takenByUserId: id.nullable(),
  takenAtMs: ms.nullable(),
})
export type GiveawayRewardRow = z.infer<typeof giveawayRewardSchema>

export const gameIds = { cs2: 730, dota2: 570, rust: 252490 } as const

const shopItemSchema = z.object({
  id,
  classId: z.string(),
  instanceId: z.string(),
  gameId: z.union([z.literal(gameIds.cs2), z.literal(gameIds.dota2), z.literal(gameIds.rust)]),
  marketHashName: z.string(),
  priceCents: cents.positive(),
  quality: z.string(),
  rarity: z.string(),
  rarityColor: z.string(),
  image: z.string(),
  onSale: z.boolean(),
})
export type ShopItemRow = z.infer<typeof shopItemSchema>

const tradeKinds = ['shop', 'case-send', 'case-sell'] as const
export type TradeKind = (typeof tradeKinds)[number]

const tradeSchema = z.object({
  id,
  userId: id,
  kind: z.enum(tradeKinds),
  classId: z.string(),
  instanceId: z.string(),
  marketHashName: z.string(),
  priceCents: cents.positive(),
  quality: z.string(),
  rarity: z.string(),
  rarityColor: z.string(),
  image: z.string(),
  /** The tradelink the item goes to; null for a sold item, which goes nowhere. */
  tradelink: z.string().nullable(),
  createdAtMs: ms,
})
export type TradeRow = z.infer<typeof tradeSchema>

function createCollections() {
  return {
    users: new Collection({ schema: userSchema }),
    sessions: new Collection({ schema: sessionSchema }),
    ledger: new Collection({ schema: ledgerSchema }),
    settings: new Collection({ schema: settingsSchema }),
    categories: new Collection({ schema: categorySchema }),
    subcategories: new Collection({ schema: subcategorySchema }),
    badges: new Collection({ schema: badgeSchema }),
    cards: new Collection({ schema: cardSchema }),
    cardPromocodes: new Collection({ schema: cardPromocodeSchema }),
    articles: new Collection({ schema: articleSchema }),
    comments: new Collection({ schema: commentSchema }),
    banners: new Collection({ schema: bannerSchema }),
    notifications: new Collection({ schema: notificationSchema }),
    contacts: new Collection({ schema: contactSchema }),
    cases: new Collection({ schema: caseSchema }),
    caseItems: new Collection({ schema: caseItemSchema }),
    casePromocodes: new Collection({ schema: casePromocodeSchema }),
    caseStates: new Collection({ schema: caseStateSchema }),
    drops: new Collection({ schema: dropSchema }),
    tasks: new Collection({ schema: taskSchema }),
    taskProgress: new Collection({ schema: taskProgressSchema }),
    giveaways: new Collection({ schema: giveawaySchema }),
    giveawayRewards: new Collection({ schema: giveawayRewardSchema }),
    shopItems: new Collection({ schema: shopItemSchema }),
    trades: new Collection({ schema: tradeSchema }),
  }
}

export type Db = ReturnType<typeof createCollections>

/** The database every host's handlers use. */
export const db: Db = createCollections()

/** A separate, empty database (unit tests that must not share state with handlers). */
export function createDb(): Db {
  return createCollections()
}

let seeding: Promise<void> | null = null

/** The latest reset of the shared database: counted, with its seed and the instant it started the clock at. */
const shared: SharedSeedState = { generation: 0, seed: DEFAULT_SEED, startMs: 0, sinceMs: 0, ready: false }

export interface SharedSeedState {
  /** Goes up by one with every reset (or restore) of the shared database. */
  generation: number
  /** The seed of the latest reset; a restored state keeps the seed it was made from. */
  seed: number
  /** The instant that reset started the clock at; the seeded dates are relative to it. */
  startMs: number
  /**
   * The instant this generation's data is known from: `startMs` after a reset, the clock's
   * time at a restore. The real-time tick announces changes after it, never before.
   */
  sinceMs: number
  /** Whether that reset has finished filling the database. */
  ready: boolean
}

/** How the shared database was last seeded, for hosts that follow it over time (the real-time tick). */
export function sharedSeedState(): SharedSeedState {
  return { ...shared }
}

/**
 * Empties the database and fills it again from `seed`, with the clock set to `nowMs` (the
 * host's start unless given: CLOCK_START_MS in tests, the wall time in interactive hosts)
 * and every seeded date relative to it, and the random source reseeded. The same seed and
 * instant always give the same state; the same seed at another instant gives the same state
 * shifted in time.
 */
export async function reset(seed: number = DEFAULT_SEED, target: Db = db, nowMs: number = clock.startMs()): Promise<void> {
  const generation = target === db ? ++shared.generation : shared.generation
  if (target === db) {
    shared.seed = seed
    shared.startMs = nowMs
    shared.sinceMs = nowMs
    shared.ready = false
  }
  const run = (async () => {
    for (const collection of Object.values(target)) collection.clear()
    clock.reset(nowMs)
    random.seed(seed)
    await seedData(target, seed, nowMs)
    if (target === db && shared.generation === generation) shared.ready = true
  })()
  // Requests arriving meanwhile wait for this run rather than read a half-filled database.
  if (target === db) seeding = run
  return run
}

/**
 * Fills the shared database from a saved state instead of a seed (the browser host across
 * page loads, see mocks/db/snapshot.ts): `fill` puts the rows, the clock and the random
 * source back. Requests arriving meanwhile wait for it, as for a reset; if it fails, they
 * fail until the next `reset`.
 */
export function restoreShared(saved: { seed: number; startMs: number }, fill: (target: Db) => Promise<void>): Promise<void> {
  const generation = ++shared.generation
  shared.seed = saved.seed
  shared.startMs = saved.startMs
  shared.ready = false
  const run = (async () => {
    for (const collection of Object.values(db)) collection.clear()
    await fill(db)
    if (shared.generation === generation) {
      shared.sinceMs = clock.now()
      shared.ready = true
    }
  })()
  seeding = run
  return run
}

/** Seeds the shared database on first use; every handler awaits this before reading. */
export function ensureSeeded(): Promise<void> {
  seeding ??= reset()
  return seeding
}

/** One past the largest id of a collection's rows. */
export function nextId(rows: ReadonlyArray<{ id: number }>): number {
  let max = 0
  for (const row of rows) if (row.id > max) max = row.id
  return max + 1
}
