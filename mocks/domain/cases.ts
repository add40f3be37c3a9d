import { nextId, type Db } from '../db/db.ts'
import type { CaseItemRow } from '../db/schema/case-items.ts'
import type { CasePromocodeRow } from '../db/schema/case-promocodes.ts'
import type { CaseStateRow } from '../db/schema/case-states.ts'
import type { CaseRow } from '../db/schema/cases.ts'
import type { DropRow } from '../db/schema/drops.ts'
import type { TradeRow } from '../db/schema/trades.ts'
import type { UserRow } from '../db/schema/users.ts'
import { raritiesByGame } from '../db/schema/rarities.ts'
import { clock } from '../clock.ts'
import { checkCaptcha } from './captcha.ts'
import { changeBalance } from './coins.ts'
import { publishedChances } from './case-chances.ts'
import { currentPair, dropView, itemsAtDraw, nextFairDraw, pairInUse, type DropView, type LastDrop } from './fair.ts'
import type { SeedPairRow } from '../db/schema/seed-pairs.ts'
import { invalid, lacking, notFound, notYet, rejected } from './errors.ts'
import { m } from './messages.ts'
import { paginate, type Page } from './pagination.ts'
import { allTasksCompleted, resetTasks, tasksWithProgress, type TaskView } from './tasks.ts'
import { createTrade } from './trades.ts'
import { emit } from './events.ts'

/**
 * The symbol case opens for one minute at the start of every five minutes of the fake clock,
 * counted from the case's `windowsFromMs` (the clock's start when seeded): open during the
 * first minute after a reset, whatever the instant the reset started at.
 */
export const TIMED_PERIOD_MS = 5 * 60_000
export const TIMED_OPEN_MS = 60_000
const LAST_DROPS = 12

interface TimedWindow {
  open: boolean
  /** When the window open now opened, or when the next one opens. */
  opensAtMs: number
  closesAtMs: number
  /** The start of the window after the current period's. */
  nextOpenAtMs: number
}

function timedWindow(caseRow: CaseRow, now: number): TimedWindow {
  const from = caseRow.windowsFromMs ?? 0
  // Also right for a clock set back before the first window.
  const phase = (((now - from) % TIMED_PERIOD_MS) + TIMED_PERIOD_MS) % TIMED_PERIOD_MS
  const open = phase < TIMED_OPEN_MS
  const nextOpenAtMs = now - phase + TIMED_PERIOD_MS
  const opensAtMs = open ? now - phase : nextOpenAtMs
  return { open, opensAtMs, closesAtMs: opensAtMs + TIMED_OPEN_MS, nextOpenAtMs }
}

function byPosition(a: CaseRow, b: CaseRow): number {
  return a.position - b.position
}

export function caseBySlug(db: Db, slug: string): CaseRow {
  const row = db.cases.findFirst((q) => q.where({ slug }))
  if (!row) throw notFound(m.caseNotFound)
  return row
}

/** A case's items in their published order: cheapest first, then by id. */
export function itemsOf(db: Db, caseRow: CaseRow): CaseItemRow[] {
  return db.caseItems
    .findMany((q) => q.where({ caseId: caseRow.id }))
    .sort((a, b) => a.priceCents - b.priceCents || a.id - b.id)
}

function stateOf(db: Db, user: UserRow, caseRow: CaseRow): CaseStateRow | undefined {
  return db.caseStates.findFirst((q) => q.where({ userId: user.id, caseId: caseRow.id }))
}

async function saveState(db: Db, user: UserRow, caseRow: CaseRow, change: (row: CaseStateRow) => void): Promise<void> {
  const existing = stateOf(db, user, caseRow)
  if (existing) {
    await db.caseStates.update((q) => q.where({ id: existing.id }), { data: change })
    return
  }
  const row: CaseStateRow = {
    id: nextId(db.caseStates.all()),
    userId: user.id,
    caseId: caseRow.id,
    nextOpeningAtMs: null,
    activatedPromocodeId: null,
    availableDropId: null,
  }
  change(row)
  await db.caseStates.create(row)
}

/** When this user may open the case again; null when now (and always for a guest). */
export function nextOpeningAt(db: Db, caseRow: CaseRow, user: UserRow | null, now: number): number | null {
  if (!user) return null
  const cooldownUntil = stateOf(db, user, caseRow)?.nextOpeningAtMs ?? null
  if (cooldownUntil !== null && cooldownUntil > now) return cooldownUntil
  if (caseRow.type === 'timed') {
    const window = timedWindow(caseRow, now)
    if (!window.open) return window.nextOpenAtMs
  }
  return null
}

function availableDrop(db: Db, user: UserRow, caseRow: CaseRow): DropRow | null {
  const dropId = stateOf(db, user, caseRow)?.availableDropId ?? null
  if (dropId === null) return null
  return db.drops.findFirst((q) => q.where({ id: dropId, status: 'available' })) ?? null
}

function availableView(db: Db, user: UserRow | null, caseRow: CaseRow): DropView | null {
  const drop = user ? availableDrop(db, user, caseRow) : null
  return drop ? dropView(db, drop) : null
}

function usable(code: CasePromocodeRow, now: number): boolean {
  return code.activatedUserIds.length < code.maxActivations && (code.validUntilMs === null || code.validUntilMs > now)
}

/** What a list shows of a case's state for the user, so a card can say why it is locked. */
export interface CaseSummaryView {
  row: CaseRow
  nextOpeningAtMs: number | null
  /** The user's completed tasks of the case, out of all (none completed for a guest). */
  taskProgress: { completed: number; total: number }
  hasActivatedPromocode: boolean
  /** The user holds an item from this case, not yet sold or sent. */
  hasAvailableItem: boolean
  /** The symbol case's window open now or the next one; null for the other types. */
  window: TimedWindow | null
}

export interface CaseView extends CaseSummaryView {
  tasks: TaskView[]
  /** The items in their published order, each with its published chance (`publishedChances`). */
  items: ItemOdds[]
  availableItem: DropView | null
  /** The seeds the user's next opening will use, once the user has any (see fair.ts `currentPair`). */
  fairness: SeedPairRow | null
  autoPromocodes: boolean
  /** A code handed out to this user to try the case, while it still works for them. */
  autoPromocode: string | null
}

function caseSummary(db: Db, caseRow: CaseRow, user: UserRow | null): CaseSummaryView {
  const now = clock.now()
  const tasks = tasksWithProgress(db, 'case', caseRow.id, user)
  return {
    row: caseRow,
    nextOpeningAtMs: nextOpeningAt(db, caseRow, user, now),
    taskProgress: { completed: tasks.filter((view) => view.completed).length, total: tasks.length },
    hasActivatedPromocode: user ? (stateOf(db, user, caseRow)?.activatedPromocodeId ?? null) !== null : false,
    hasAvailableItem: user ? availableDrop(db, user, caseRow) !== null : false,
    window: caseRow.type === 'timed' ? timedWindow(caseRow, now) : null,
  }
}

export function caseView(db: Db, caseRow: CaseRow, user: UserRow | null): CaseView {
  const now = clock.now()
  const codes = db.casePromocodes.findMany((q) => q.where({ caseId: caseRow.id }))
  const autoCodes = codes.filter((code) => code.auto)
  const autoForUser = user
    ? autoCodes.find((code) => usable(code, now) && !code.activatedUserIds.includes(user.id))
    : undefined
  return {
    ...caseSummary(db, caseRow, user),
    tasks: tasksWithProgress(db, 'case', caseRow.id, user),
    items: publishedOdds(itemsOf(db, caseRow)),
    availableItem: availableView(db, user, caseRow),
    fairness: user ? pairInUse(db, user) : null,
    autoPromocodes: autoCodes.length > 0,
    autoPromocode: autoForUser?.code ?? null,
  }
}

/** A case as its page shows it: a signed-in user's seeds are made first, so the page shows what the next opening is drawn with. */
export async function casePageView(db: Db, caseRow: CaseRow, user: UserRow | null): Promise<CaseView> {
  if (user) await currentPair(db, user)
  return caseView(db, caseRow, user)
}

export function listCases(db: Db, user: UserRow | null, page: number): Page<CaseSummaryView> {
  const rows = db.cases.findMany().sort(byPosition)
  const result = paginate(rows, page)
  return { ...result, items: result.items.map((row) => caseSummary(db, row, user)) }
}

export function topCases(db: Db, user: UserRow | null): CaseSummaryView[] {
  return db.cases
    .findMany((q) => q.where({ top: true }))
    .sort(byPosition)
    .map((row) => caseSummary(db, row, user))
}

export interface ItemOdds {
  item: CaseItemRow
  /** The item's weight over the sum of its case's weights. */
  chance: number
}

/**
 * Each item's chance of being drawn: its weight over the sum of the weights of the items given,
 * in the order given (a case's published order, see `itemsOf`). What a case's page shows and
 * what `drawItem` draws with, so the chances shown are the chances drawn; they add up to 1.
 */
export function itemOdds(items: readonly CaseItemRow[]): ItemOdds[] {
  const total = items.reduce((sum, item) => sum + item.weight, 0)
  return items.map((item) => ({ item, chance: total === 0 ? 0 : item.weight / total }))
}

/** The items with the chances a case page publishes: rounded so they add up to exactly 100 %. */
function publishedOdds(items: readonly CaseItemRow[]): ItemOdds[] {
  const chances = publishedChances(items.map((item) => item.weight))
  return items.map((item, index) => ({ item, chance: chances[index] ?? 0 }))
}

/**
 * Draws an item by weight: the first item, in the order given, whose cumulative weight
 * exceeds `roll` (in [0, 1)) times the total weight. Counted in whole weights, so the draw
 * has no rounding of its own; the chances it draws with are `itemOdds`'.
 */
export function drawItem(items: readonly CaseItemRow[], roll: number): CaseItemRow {
  const odds = itemOdds(items)
  const total = odds.reduce((sum, { item }) => sum + item.weight, 0)
  const target = roll * total
  let cumulative = 0
  for (const { item } of odds) {
    cumulative += item.weight
    if (cumulative > target) return item
  }
  const last = items[items.length - 1]
  if (!last) throw new Error('a case without items cannot be opened')
  return last
}

/**
 * Opens the case: captcha, then an item still waiting, the cooldown, and the case's own gate.
 * The item is drawn provably fairly with the user's seeds (./fair.ts). The drop becomes the user's available item, enters the last-drops feed (announced to
 * everyone) and the case's tasks start over.
 */
export async function openCase(db: Db, user: UserRow, slug: string, captchaToken: unknown): Promise<DropRow> {
  const caseRow = caseBySlug(db, slug)
  checkCaptcha(captchaToken)
  const now = clock.now()
  if (availableDrop(db, user, caseRow)) throw rejected(m.caseItemPending)
  const state = stateOf(db, user, caseRow)
  const cooldownUntil = state?.nextOpeningAtMs ?? null
  if (cooldownUntil !== null && cooldownUntil > now) throw notYet(m.caseCooldown, cooldownUntil)
  switch (caseRow.type) {
    case 'free':
      if (!allTasksCompleted(db, 'case', caseRow.id, user)) throw rejected(m.caseTasksIncomplete)
      break
    case 'promocode':
      if ((state?.activatedPromocodeId ?? null) === null) throw rejected(m.casePromocodeNeeded)
      break
    case 'timed': {
      const window = timedWindow(caseRow, now)
      if (!window.open) throw notYet(m.caseClosed, window.opensAtMs)
      break
    }
  }

  const items = itemsOf(db, caseRow)
  const draw = await nextFairDraw(db, user)
  const item = drawItem(items, draw.roll)
  const drop = await db.drops.create({
    id: nextId(db.drops.all()),
    userId: user.id,
    caseId: caseRow.id,
    caseItemId: item.id,
    marketHashName: item.marketHashName,
    priceCents: item.priceCents,
    rarityColor: item.rarityColor,
    image: item.image,
    status: 'available',
    atMs: now,
    seedPairId: draw.pair.id,
    nonce: draw.nonce,
    itemsAtDraw: itemsAtDraw(items),
  })
  await saveState(db, user, caseRow, (row) => {
    row.availableDropId = drop.id
    row.nextOpeningAtMs = caseRow.type === 'timed' ? timedWindow(caseRow, now).nextOpenAtMs : now + caseRow.cooldownMs
    // A promocode opens the case once; the next opening needs another code.
    row.activatedPromocodeId = null
  })
  await resetTasks(db, user, 'case', caseRow.id)
  emit({ type: 'item-dropped', ...dropView(db, drop), user })
  return drop
}

function pendingDrop(db: Db, user: UserRow, caseRow: CaseRow): DropRow {
  const drop = availableDrop(db, user, caseRow)
  if (!drop) throw rejected(m.noAvailableItem)
  return drop
}

async function settleDrop(
  db: Db,
  user: UserRow,
  caseRow: CaseRow,
  drop: DropRow,
  status: 'sold' | 'sent',
): Promise<void> {
  await db.drops.update((q) => q.where({ id: drop.id }), {
    data(row) {
      row.status = status
    },
  })
  await saveState(db, user, caseRow, (row) => {
    row.availableDropId = null
  })
}

/** The trade fields of a case item, as the platform would describe it. */
function tradeItem(drop: DropRow, tradelink: string | null) {
  const quality = /\(([^)]+)\)$/.exec(drop.marketHashName)?.[1] ?? 'Normal'
  const rarity = raritiesByGame.cs2.find((tier) => tier.color === drop.rarityColor)?.name ?? 'Mil-Spec'
  return {
    classId: String(4_000_000_000 + drop.caseItemId),
    instanceId: '0',
    marketHashName: drop.marketHashName,
    priceCents: drop.priceCents,
    quality,
    rarity,
    rarityColor: drop.rarityColor,
    image: drop.image,
    tradelink,
  }
}

/** Sells the available item for its price; answers the new balance in cents. */
export async function sellAvailableItem(db: Db, user: UserRow, slug: string): Promise<number> {
  const caseRow = caseBySlug(db, slug)
  const drop = pendingDrop(db, user, caseRow)
  await createTrade(db, user, 'case-sell', tradeItem(drop, null))
  const balance = await changeBalance(db, user.id, drop.priceCents, 'case-sell', drop.id)
  await settleDrop(db, user, caseRow, drop, 'sold')
  return balance
}

/** Sends the available item to the user's tradelink; answers the trade. */
export async function sendAvailableItem(db: Db, user: UserRow, slug: string): Promise<TradeRow> {
  const caseRow = caseBySlug(db, slug)
  const drop = pendingDrop(db, user, caseRow)
  if (!user.tradelink) throw lacking(m.tradelinkNeeded, ['tradelink'])
  const trade = await createTrade(db, user, 'case-send', tradeItem(drop, user.tradelink))
  await settleDrop(db, user, caseRow, drop, 'sent')
  return trade
}

/**
 * Activates a code of a promocode case: each code has a limited number of activations,
 * works until it expires, and counts once per user.
 */
export async function activateCasePromocode(db: Db, user: UserRow, slug: string, code: unknown): Promise<CaseView> {
  const caseRow = caseBySlug(db, slug)
  if (caseRow.type !== 'promocode') throw rejected(m.caseNoPromocodes)
  const text = typeof code === 'string' ? code.trim().toUpperCase() : ''
  if (text === '') throw invalid({ code: [m.required] })
  // Codes are unique whatever their case (an admin may write them in either), and typed in any.
  const promocode = db.casePromocodes.findFirst((q) =>
    q.where({ caseId: caseRow.id, code: (candidate) => candidate.toUpperCase() === text }),
  )
  if (!promocode) throw invalid({ code: [m.promocodeUnknown] })
  const now = clock.now()
  if (promocode.activatedUserIds.includes(user.id)) throw invalid({ code: [m.promocodeUsed] })
  if (promocode.validUntilMs !== null && promocode.validUntilMs <= now) throw invalid({ code: [m.promocodeExpired] })
  if (promocode.activatedUserIds.length >= promocode.maxActivations) throw invalid({ code: [m.promocodeExhausted] })
  if ((stateOf(db, user, caseRow)?.activatedPromocodeId ?? null) !== null)
    throw invalid({ code: [m.promocodeAlreadyActive] })
  await db.casePromocodes.update((q) => q.where({ id: promocode.id }), {
    data(row) {
      row.activatedUserIds.push(user.id)
    },
  })
  await saveState(db, user, caseRow, (row) => {
    row.activatedPromocodeId = promocode.id
  })
  return casePageView(db, caseRow, user)
}

export function lastDrops(db: Db): LastDrop[] {
  const users = new Map(db.users.findMany().map((user) => [user.id, user]))
  return db.drops
    .findMany()
    .sort((a, b) => b.atMs - a.atMs || b.id - a.id)
    .slice(0, LAST_DROPS)
    .flatMap((drop) => {
      const user = users.get(drop.userId)
      return user ? [{ ...dropView(db, drop), user }] : []
    })
}
