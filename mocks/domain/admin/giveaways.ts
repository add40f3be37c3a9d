import { AdminGiveawayInput } from '../../../src/api/field-rules.gen.ts'
import type { Db } from '../../db/db.ts'
import { nextId } from '../../db/db.ts'
import type { Localized } from '../../db/schema/fragments.ts'
import type { GiveawayRewardRow } from '../../db/schema/giveaway-rewards.ts'
import { giveawayTypes, type GiveawayRow } from '../../db/schema/giveaways.ts'
import { clock } from '../../clock.ts'
import { giveawayStatus } from '../giveaways.ts'
import { tasksOf } from '../tasks.ts'
import { byLocalized, byNumber, isTaken, type AdminEntity } from './entity.ts'
import { InputReader, type Fields } from './input.ts'
import { adminMessages as a, countOf } from './messages.ts'
import { removeTasks } from './tasks.ts'

type GiveawayInput = Omit<GiveawayRow, 'id'>

const NEW_REWARDS_MAX = 1000
const REWARD_MAX = 200

const giveawayMessages = {
  endsBeforeStart: {
    ru: 'Раздача должна закончиться позже, чем начнётся.',
    en: 'The giveaway must end after it starts.',
  },
  rewardInPool: {
    ru: 'Такой ключ или код уже есть в этой раздаче.',
    en: 'This key or code is already in the giveaway.',
  },
  rewardTwice: {
    ru: 'Этот ключ или код уже есть в списке выше.',
    en: 'This key or code is already in the list above.',
  },
  given: (n: number): Localized =>
    countOf(n, ['выданная награда', 'выданные награды', 'выданных наград'], ['reward given out', 'rewards given out']),
} as const

export function rewardsOf(db: Db, giveawayId: number): GiveawayRewardRow[] {
  return db.giveawayRewards.findMany((q) => q.where({ giveawayId })).sort((a, b) => a.id - b.id)
}

function givenOut(db: Db, giveawayId: number): number {
  return db.giveawayRewards.findMany((q) => q.where({ giveawayId, takenByUserId: (id) => id !== null })).length
}

/**
 * `newRewards`: keys or codes to append to the pool, trimmed, each non-empty and unique in the
 * pool (whatever its case, as keys are typed in either), messages on `newRewards.<index>`.
 */
function readNewRewards(r: InputReader, fields: Fields, pool: readonly GiveawayRewardRow[]): string[] {
  const raw = fields.newRewards
  let value: unknown = raw
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) value = []
  else if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw)
    } catch {
      r.fail('newRewards', a.json)
      return []
    }
  }
  if (!Array.isArray(value) || value.length > NEW_REWARDS_MAX) {
    r.fail('newRewards', a.listLength(0, NEW_REWARDS_MAX))
    return []
  }
  const taken = new Set(pool.map((reward) => reward.value.toLowerCase()))
  const added = new Set<string>()
  const values: string[] = []
  for (const [index, item] of value.entries()) {
    const name = `newRewards.${index}`
    const text = typeof item === 'string' ? item.trim() : ''
    const key = text.toLowerCase()
    if (text === '') r.fail(name, a.required)
    else if (text.length > REWARD_MAX) r.fail(name, a.tooLong(REWARD_MAX))
    else if (taken.has(key)) r.fail(name, giveawayMessages.rewardInPool)
    else if (added.has(key)) r.fail(name, giveawayMessages.rewardTwice)
    else values.push(text)
    added.add(key)
  }
  return values
}

function readGiveaway(db: Db, fields: Fields, existing?: GiveawayRow): { input: GiveawayInput; newRewards: string[] } {
  const r = new InputReader(fields)
  const input: GiveawayInput = {
    slug: r.slug('slug', AdminGiveawayInput.slug),
    type: r.oneOf('type', AdminGiveawayInput.type.enum),
    title: r.localized('title', { maxLength: 200 }),
    description: r.localized('description', { maxLength: 5000 }),
    preview: r.localizedImage('preview', existing?.preview),
    seoTitle: r.localizedNullable('seoTitle', { maxLength: 200 }),
    seoDescription: r.localizedNullable('seoDescription', { maxLength: 500 }),
    requiredSteamLevel: r.integer('requiredSteamLevel', AdminGiveawayInput.requiredSteamLevel),
    startsAtMs: r.date('startsAt'),
    endsAtMs: r.date('endsAt'),
  }
  if (!r.failed('slug') && isTaken(db.giveaways.all(), (row) => row.slug, input.slug, existing?.id))
    r.fail('slug', a.slugTaken)
  if (!r.failed('startsAt') && !r.failed('endsAt') && input.endsAtMs <= input.startsAtMs)
    r.fail('endsAt', giveawayMessages.endsBeforeStart)
  const newRewards = readNewRewards(r, fields, existing ? rewardsOf(db, existing.id) : [])
  r.done()
  return { input, newRewards }
}

async function addRewards(db: Db, giveawayId: number, values: readonly string[]): Promise<void> {
  for (const value of values)
    await db.giveawayRewards.create({
      id: nextId(db.giveawayRewards.all()),
      giveawayId,
      value,
      takenByUserId: null,
      takenAtMs: null,
    })
}

const adminGiveawayStatuses = ['scheduled', 'active', 'ended'] as const

/** What the panel shows: visitors' `active` / `ended`, and `scheduled` before the start, when visitors do not see it yet. */
export function adminGiveawayStatus(row: GiveawayRow, now: number): (typeof adminGiveawayStatuses)[number] {
  return now < row.startsAtMs ? 'scheduled' : giveawayStatus(row, now)
}

/**
 * Giveaways of game keys and promocodes with their reward pool. Visitors see one from its
 * start (mocks/domain/giveaways.ts); it is active until its end. Once a reward has been given
 * out, the giveaway stays, as the takers' rewards point at it.
 */
export const giveawaysAdmin: AdminEntity<GiveawayRow> = {
  section: 'giveaways',
  rows: (db) => db.giveaways.all(),
  searchText: (row) => [row.slug, row.title.ru, row.title.en],
  filters: {
    type: { type: giveawayTypes, matches: (row, value) => row.type === value },
    status: { type: adminGiveawayStatuses, matches: (row, value) => adminGiveawayStatus(row, clock.now()) === value },
  },
  sorts: {
    endsAt: byNumber((row) => row.endsAtMs),
    title: byLocalized((row) => row.title),
  },
  defaultSort: '-endsAt',
  async create({ db }, fields) {
    const { input, newRewards } = readGiveaway(db, fields)
    const row = await db.giveaways.create({ id: nextId(db.giveaways.all()), ...input })
    await addRewards(db, row.id, newRewards)
    return row
  },
  async update({ db }, row, fields) {
    const { input, newRewards } = readGiveaway(db, fields, row)
    const updated = await db.giveaways.update((q) => q.where({ id: row.id }), {
      strict: true,
      data(draft) {
        Object.assign(draft, input)
      },
    })
    await addRewards(db, row.id, newRewards)
    return updated
  },
  usedBy(db, row) {
    const given = givenOut(db, row.id)
    return given > 0 ? [giveawayMessages.given(given)] : []
  },
  /** Its tasks (with users' progress) and its rewards, none of them given out, go with it. */
  remove({ db }, row) {
    removeTasks(db, tasksOf(db, 'giveaway', row.id))
    db.giveawayRewards.deleteMany((q) => q.where({ giveawayId: row.id }))
    db.giveaways.delete((q) => q.where({ id: row.id }))
  },
}
