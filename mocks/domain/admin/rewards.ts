import { AdminRewardInput } from '../../../src/api/field-rules.gen.ts'
import type { Db } from '../../db/db.ts'
import { nextId } from '../../db/db.ts'
import type { Localized } from '../../db/schema/fragments.ts'
import type { GiveawayRewardRow } from '../../db/schema/giveaway-rewards.ts'
import { conflict } from '../errors.ts'
import { formatDate } from '../messages.ts'
import { byNumber, type AdminEntity } from './entity.ts'
import { InputReader, type Fields } from './input.ts'

type RewardInput = Pick<GiveawayRewardRow, 'giveawayId' | 'value'>

const rewardMessages = {
  giveawayMissing: { ru: 'Такой раздачи нет.', en: 'There is no such giveaway.' },
  valueTaken: { ru: 'Такой ключ или код уже есть в этой раздаче.', en: 'This key or code is already in the giveaway.' },
  givenOut: {
    ru: 'Награда уже выдана: её нельзя ни изменить, ни удалить.',
    en: 'The reward was given out: it can be neither changed nor deleted.',
  },
  takenBy: (name: string, atMs: number): Localized => {
    const at = formatDate(atMs)
    return {
      ru: `Награду уже получил ${name} (${at.ru}): её нельзя ни изменить, ни удалить.`,
      en: `${name} took this reward on ${at.en}: it can be neither changed nor deleted.`,
    }
  },
} as const

/** A reward given out is the taker's: a refusal saying who took it and when. */
function refuseIfTaken(db: Db, row: GiveawayRewardRow): void {
  if (row.takenByUserId === null) return
  const taker = db.users.findFirst((q) => q.where({ id: row.takenByUserId ?? 0 }))
  throw conflict(
    taker && row.takenAtMs !== null ? rewardMessages.takenBy(taker.steamName, row.takenAtMs) : rewardMessages.givenOut,
  )
}

function readReward(db: Db, fields: Fields, existing?: GiveawayRewardRow): RewardInput {
  const r = new InputReader(fields)
  const giveawayId = r.integer('giveawayId', AdminRewardInput.giveawayId)
  if (!r.failed('giveawayId') && !db.giveaways.findFirst((q) => q.where({ id: giveawayId })))
    r.fail('giveawayId', rewardMessages.giveawayMissing)
  const value = r.text('value', AdminRewardInput.value)
  const wanted = value.toLowerCase()
  const pool = r.failed('giveawayId') ? [] : db.giveawayRewards.findMany((q) => q.where({ giveawayId }))
  if (!r.failed('value') && pool.some((reward) => reward.id !== existing?.id && reward.value.toLowerCase() === wanted))
    r.fail('value', rewardMessages.valueTaken)
  r.done()
  return { giveawayId, value }
}

/**
 * The reward pools of giveaways, one key or code each; a pool also grows by a giveaway's
 * `newRewards`. Visitors take the free ones in id order (mocks/domain/giveaways.ts).
 */
export const rewardsAdmin: AdminEntity<GiveawayRewardRow> = {
  section: 'rewards',
  rows: (db) => db.giveawayRewards.all(),
  searchText: (row) => [row.value],
  filters: {
    giveaway: { type: 'id', matches: (row, value) => row.giveawayId === value },
    taken: { type: 'boolean', matches: (row, value) => (row.takenByUserId !== null) === value },
  },
  sorts: {
    id: byNumber((row) => row.id),
    // Untaken rewards count as taken at the beginning of time: first ascending, last descending.
    takenAt: byNumber((row) => row.takenAtMs ?? Number.MIN_SAFE_INTEGER),
  },
  defaultSort: 'id',
  async create({ db }, fields) {
    const input = readReward(db, fields)
    return db.giveawayRewards.create({
      id: nextId(db.giveawayRewards.all()),
      ...input,
      takenByUserId: null,
      takenAtMs: null,
    })
  },
  async update({ db }, row, fields) {
    refuseIfTaken(db, row)
    const input = readReward(db, fields, row)
    return db.giveawayRewards.update((q) => q.where({ id: row.id }), {
      strict: true,
      data(draft) {
        Object.assign(draft, input)
      },
    })
  },
  usedBy: () => [],
  remove({ db }, row) {
    refuseIfTaken(db, row)
    db.giveawayRewards.delete((q) => q.where({ id: row.id }))
  },
}
