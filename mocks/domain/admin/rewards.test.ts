import { describe, expect, it } from 'vitest'
import { freshDb, personaUser } from '../../../testing/backend/fake-db.ts'
import { giveawayBySlug, rewardsLeft } from '../giveaways.ts'
import { deleteRecord, listRecords, updateRecord } from './crud.ts'
import { rewardsAdmin } from './rewards.ts'

describe('giveaway rewards in the admin panel', () => {
  it("adds a key to a giveaway's pool, which visitors then see counted", async () => {
    const db = await freshDb()
    const giveaway = giveawayBySlug(db, 'elden-ring-key')
    const left = rewardsLeft(db, giveaway)
    const row = await rewardsAdmin.create(
      { db, actor: personaUser(db, 'admin') },
      { giveawayId: String(giveaway.id), value: '  ELDEN-00000-RING1 ' },
    )
    expect(row).toMatchObject({
      giveawayId: giveaway.id,
      value: 'ELDEN-00000-RING1',
      takenByUserId: null,
      takenAtMs: null,
    })
    expect(rewardsLeft(db, giveaway)).toBe(left + 1)
  })

  it('keeps a value unique within its giveaway (not across giveaways), and needs the giveaway', async () => {
    const db = await freshDb()
    const context = { db, actor: personaUser(db, 'admin') }
    const existing = db.giveawayRewards.findFirst((q) => q.where({ giveawayId: 2 }))
    if (!existing) throw new Error('seeded rewards')
    await expect(
      rewardsAdmin.create(context, { giveawayId: '2', value: existing.value.toLowerCase() }),
    ).rejects.toMatchObject({
      fields: { value: [{ en: 'This key or code is already in the giveaway.' }] },
    })
    expect((await rewardsAdmin.create(context, { giveawayId: '1', value: existing.value })).giveawayId).toBe(1)
    await expect(rewardsAdmin.create(context, { giveawayId: '99', value: '' })).rejects.toMatchObject({
      fields: { giveawayId: [{ en: 'There is no such giveaway.' }], value: [{ en: 'This field is required.' }] },
    })
    // A reward may keep its own value.
    const free = db.giveawayRewards.findFirst((q) => q.where({ giveawayId: 2, takenByUserId: null }))
    if (!free) throw new Error('a free reward')
    expect(
      (await updateRecord(db, rewardsAdmin, context.actor, free.id, { giveawayId: '2', value: free.value })).value,
    ).toBe(free.value)
  })

  it('refuses to change or delete a reward given out, saying who took it and when', async () => {
    const db = await freshDb()
    const admin = personaUser(db, 'admin')
    const taken = db.giveawayRewards.findFirst((q) => q.where({ takenByUserId: (id) => id !== null }))
    const taker = db.users.findFirst((q) => q.where({ id: taken?.takenByUserId ?? 0 }))
    if (!taken || !taker || taken.takenAtMs === null) throw new Error('seeded taken reward')
    const at = new Date(taken.takenAtMs)
    const pad = (n: number) => String(n).padStart(2, '0')
    const en = `${taker.steamName} took this reward on ${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())} UTC: it can be neither changed nor deleted.`
    await expect(
      updateRecord(db, rewardsAdmin, admin, taken.id, { giveawayId: String(taken.giveawayId), value: 'OTHER' }),
    ).rejects.toMatchObject({ kind: 'conflict', text: { en } })
    await expect(deleteRecord(db, rewardsAdmin, admin, taken.id)).rejects.toMatchObject({
      kind: 'conflict',
      text: { en, ru: expect.stringContaining(`Награду уже получил ${taker.steamName} (`) as unknown },
    })
    const free = db.giveawayRewards.findFirst((q) => q.where({ takenByUserId: null }))
    await deleteRecord(db, rewardsAdmin, admin, free?.id ?? 0)
    expect(db.giveawayRewards.findFirst((q) => q.where({ id: free?.id ?? 0 }))).toBeUndefined()
  })

  it('filters by giveaway and taken, sorts by when taken', async () => {
    const db = await freshDb()
    const list = (filters: Record<string, string>, sort?: string) =>
      listRecords(db, rewardsAdmin, personaUser(db, 'admin'), { page: 1, perPage: 100, filters, sort, locale: 'en' })
        .items
    expect(list({ giveaway: '1', taken: 'true' })).toHaveLength(4)
    expect(list({ giveaway: '1', taken: 'false' })).toHaveLength(7)
    const taken = list({}, '-takenAt')
    const times = taken.filter((row) => row.takenAtMs !== null).map((row) => row.takenAtMs ?? 0)
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(taken.at(-1)?.takenAtMs).toBeNull()
  })
})
