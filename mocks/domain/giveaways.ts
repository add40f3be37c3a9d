import type { Db } from '../db/db.ts'
import type { GiveawayRewardRow } from '../db/schema/giveaway-rewards.ts'
import { giveawayTypes, type GiveawayRow, type GiveawayType } from '../db/schema/giveaways.ts'
import type { UserRow } from '../db/schema/users.ts'
import { clock } from '../clock.ts'
import { checkCaptcha } from './captcha.ts'
import { invalid, notFound, rejected } from './errors.ts'
import { m } from './messages.ts'
import { paginate, type Page } from './pagination.ts'
import { allTasksCompleted, tasksWithProgress, type TaskView } from './tasks.ts'

const giveawayStatuses = ['active', 'ended'] as const
export type GiveawayStatus = (typeof giveawayStatuses)[number]
const LAST_GIVEAWAYS = 8
const LAST_REWARDS = 12

export function giveawayStatus(row: GiveawayRow, now: number): GiveawayStatus {
  return now < row.endsAtMs ? 'active' : 'ended'
}

export function rewardsLeft(db: Db, row: GiveawayRow): number {
  return db.giveawayRewards.findMany((q) => q.where({ giveawayId: row.id, takenByUserId: null })).length
}

export interface GiveawayFilter {
  type?: GiveawayType
  status?: GiveawayStatus
}

/** Reads `filter[type]` and `filter[status]`; an unknown value is a field error, as for any query parameter. */
export function parseGiveawayFilter(raw: { type?: string; status?: string }): GiveawayFilter {
  const filter: GiveawayFilter = {}
  const { type, status } = raw
  if (type !== undefined) {
    const known = giveawayTypes.find((value) => value === type)
    if (!known) throw invalid({ 'filter.type': [m.oneOf(giveawayTypes)] })
    filter.type = known
  }
  if (status !== undefined) {
    const known = giveawayStatuses.find((value) => value === status)
    if (!known) throw invalid({ 'filter.status': [m.oneOf(giveawayStatuses)] })
    filter.status = known
  }
  return filter
}

function newestFirst(a: GiveawayRow, b: GiveawayRow): number {
  return b.startsAtMs - a.startsAtMs || b.id - a.id
}

/** Whether visitors see the giveaway yet: one that starts later is not shown anywhere until then. */
function started(row: GiveawayRow, now: number): boolean {
  return row.startsAtMs <= now
}

function matching(db: Db, filter: GiveawayFilter): GiveawayRow[] {
  const now = clock.now()
  return db.giveaways
    .findMany()
    .filter((row) => started(row, now))
    .filter((row) => filter.type === undefined || row.type === filter.type)
    .filter((row) => filter.status === undefined || giveawayStatus(row, now) === filter.status)
    .sort(newestFirst)
}

export function listGiveaways(db: Db, filter: GiveawayFilter, page: number): Page<GiveawayRow> {
  return paginate(matching(db, filter), page)
}

export function lastGiveaways(db: Db, filter: GiveawayFilter): GiveawayRow[] {
  return matching(db, filter).slice(0, LAST_GIVEAWAYS)
}

/** A giveaway visitors may see; one that has not started yet is as missing as an unknown one. */
export function giveawayBySlug(db: Db, slug: string): GiveawayRow {
  const row = db.giveaways.findFirst((q) => q.where({ slug }))
  if (!row || !started(row, clock.now())) throw notFound(m.giveawayNotFound)
  return row
}

export function rewardOf(db: Db, row: GiveawayRow, user: UserRow | null): GiveawayRewardRow | null {
  if (!user) return null
  return db.giveawayRewards.findFirst((q) => q.where({ giveawayId: row.id, takenByUserId: user.id })) ?? null
}

export function giveawayTasks(db: Db, row: GiveawayRow, user: UserRow | null): TaskView[] {
  return tasksWithProgress(db, 'giveaway', row.id, user)
}

/**
 * Gives the user the next free reward once every condition holds: a passed captcha, an
 * active giveaway, no earlier reward, the level, all tasks done, and a reward left.
 */
export async function takeReward(
  db: Db,
  user: UserRow,
  slug: string,
  captchaToken: unknown,
): Promise<GiveawayRewardRow> {
  const giveaway = giveawayBySlug(db, slug)
  checkCaptcha(captchaToken)
  if (giveawayStatus(giveaway, clock.now()) === 'ended') throw rejected(m.giveawayEnded)
  if (rewardOf(db, giveaway, user)) throw rejected(m.giveawayAlreadyTaken)
  // The level before the tasks: a user who cannot take part anyway is not sent off to do them.
  if (user.steamLevel < giveaway.requiredSteamLevel) throw rejected(m.giveawayLevel(giveaway.requiredSteamLevel))
  if (!allTasksCompleted(db, 'giveaway', giveaway.id, user)) throw rejected(m.giveawayTasksIncomplete)
  const free = db.giveawayRewards
    .findMany((q) => q.where({ giveawayId: giveaway.id, takenByUserId: null }))
    .sort((a, b) => a.id - b.id)[0]
  if (!free) throw rejected(m.giveawayNoRewards)
  return db.giveawayRewards.update((q) => q.where({ id: free.id }), {
    strict: true,
    data(row) {
      row.takenByUserId = user.id
      row.takenAtMs = clock.now()
    },
  })
}

export interface LastReward {
  reward: GiveawayRewardRow
  takenAtMs: number
  giveaway: GiveawayRow
  user: UserRow
}

/** Rewards most recently taken by anyone, optionally from giveaways of one type. */
export function lastRewards(db: Db, filter: GiveawayFilter): LastReward[] {
  const now = clock.now()
  const giveaways = new Map(
    db.giveaways.findMany((q) => q.where({ startsAtMs: (ms) => ms <= now })).map((row) => [row.id, row]),
  )
  const users = new Map(db.users.findMany().map((row) => [row.id, row]))
  const result: LastReward[] = []
  for (const reward of db.giveawayRewards.findMany((q) => q.where({ takenByUserId: (id) => id !== null }))) {
    const giveaway = giveaways.get(reward.giveawayId)
    const user = reward.takenByUserId === null ? undefined : users.get(reward.takenByUserId)
    if (!giveaway || !user || reward.takenAtMs === null) continue
    if (filter.type !== undefined && giveaway.type !== filter.type) continue
    result.push({ reward, takenAtMs: reward.takenAtMs, giveaway, user })
  }
  return result.sort((a, b) => b.takenAtMs - a.takenAtMs || b.reward.id - a.reward.id).slice(0, LAST_REWARDS)
}
