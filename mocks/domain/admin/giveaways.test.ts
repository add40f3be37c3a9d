import { describe, expect, it } from 'vitest'
import { clock } from '../../clock.ts'
import type { Db } from '../../db/db.ts'
import { freshDb, personaUser } from '../../../testing/backend/fake-db.ts'
import { giveawayBySlug, listGiveaways, rewardsLeft, takeReward } from '../giveaways.ts'
import { deleteRecord, listRecords, updateRecord } from './crud.ts'
import { adminGiveawayStatus, giveawaysAdmin, rewardsOf } from './giveaways.ts'

const DAY = 24 * 60 * 60_000
const iso = (ms: number) => new Date(ms).toISOString()
const both = (ru: string, en: string) => JSON.stringify({ ru, en })

const fields = (overrides: Record<string, string> = {}) => ({
  slug: 'witcher-key',
  type: 'games',
  title: both('Ключ от «Ведьмака»', 'A Witcher key'),
  description: both('Разыгрываем ключи', 'We give away keys'),
  preview: both('https://cdn.example/w-ru.png', 'https://cdn.example/w-en.png'),
  seoTitle: both('', ''),
  seoDescription: both('', ''),
  requiredSteamLevel: '3',
  startsAt: iso(clock.now()),
  endsAt: iso(clock.now() + 7 * DAY),
  newRewards: JSON.stringify(['AAAAA-BBBBB-CCCCC', ' DDDDD-EEEEE-FFFFF ']),
  ...overrides,
})

const context = (db: Db) => ({ db, actor: personaUser(db, 'admin') })

describe('giveaways in the admin panel', () => {
  it('creates a giveaway with its pool that visitors see from its start', async () => {
    const db = await freshDb()
    const row = await giveawaysAdmin.create(context(db), fields())
    expect(row).toMatchObject({ startsAtMs: clock.now(), endsAtMs: clock.now() + 7 * DAY, requiredSteamLevel: 3 })
    expect(rewardsOf(db, row.id).map((reward) => reward.value)).toEqual(['AAAAA-BBBBB-CCCCC', 'DDDDD-EEEEE-FFFFF'])
    expect(giveawayBySlug(db, 'witcher-key').id).toBe(row.id)
    expect(rewardsLeft(db, row)).toBe(2)
    expect(listGiveaways(db, {}, 1).items[0]?.slug).toBe('witcher-key')
  })

  it('keeps a giveaway that starts later from visitors until then', async () => {
    const db = await freshDb()
    const row = await giveawaysAdmin.create(
      context(db),
      fields({ startsAt: iso(clock.now() + DAY), endsAt: iso(clock.now() + 3 * DAY) }),
    )
    expect(adminGiveawayStatus(row, clock.now())).toBe('scheduled')
    const scheduled = listRecords(db, giveawaysAdmin, personaUser(db, 'admin'), {
      page: 1,
      perPage: 20,
      filters: { status: 'scheduled' },
      locale: 'en',
    })
    expect(scheduled.items.map((item) => item.slug)).toEqual(['witcher-key'])
    expect(() => giveawayBySlug(db, 'witcher-key')).toThrowError('The giveaway was not found')
    await expect(takeReward(db, personaUser(db, 'rich'), 'witcher-key', 'ok')).rejects.toMatchObject({
      kind: 'not-found',
    })
    clock.advance(DAY)
    expect(giveawayBySlug(db, 'witcher-key').slug).toBe('witcher-key')
    expect(adminGiveawayStatus(row, clock.now())).toBe('active')
  })

  it('appends new keys to the pool, each trimmed, non-empty and unique in it', async () => {
    const db = await freshDb()
    const row = await giveawaysAdmin.create(context(db), fields())
    await expect(
      updateRecord(
        db,
        giveawaysAdmin,
        personaUser(db, 'admin'),
        row.id,
        fields({ newRewards: JSON.stringify(['aaaaa-bbbbb-ccccc', '  ', 'NEW-1', 'new-1', 'x'.repeat(201)]) }),
      ),
    ).rejects.toMatchObject({
      fields: {
        'newRewards.0': [{ en: 'This key or code is already in the giveaway.' }],
        'newRewards.1': [{ en: 'This field is required.' }],
        'newRewards.3': [
          { en: 'This key or code is already in the list above.', ru: 'Этот ключ или код уже есть в списке выше.' },
        ],
        'newRewards.4': [{ en: 'At most 200 characters.' }],
      },
    })
    await updateRecord(
      db,
      giveawaysAdmin,
      personaUser(db, 'admin'),
      row.id,
      fields({ newRewards: JSON.stringify(['NEW-1']), preview: JSON.stringify(row.preview) }),
    )
    expect(rewardsOf(db, row.id).map((reward) => reward.value)).toEqual([
      'AAAAA-BBBBB-CCCCC',
      'DDDDD-EEEEE-FFFFF',
      'NEW-1',
    ])
    await updateRecord(db, giveawaysAdmin, personaUser(db, 'admin'), row.id, fields({ newRewards: '[]' }))
    expect(rewardsOf(db, row.id)).toHaveLength(3)
  })

  it('needs the end after the start, a free slug and both titles', async () => {
    const db = await freshDb()
    await expect(
      giveawaysAdmin.create(
        context(db),
        fields({ slug: 'cyberpunk-key', endsAt: iso(clock.now()), title: both('Ключ', ''), type: 'skins' }),
      ),
    ).rejects.toMatchObject({
      fields: {
        slug: [{ en: 'This slug is already taken.' }],
        endsAt: [
          { en: 'The giveaway must end after it starts.', ru: 'Раздача должна закончиться позже, чем начнётся.' },
        ],
        'title.en': [{ en: 'This field is required.' }],
        type: [{ en: 'Allowed values: games, promocodes.' }],
      },
    })
  })

  it('refuses to delete a giveaway once a reward was given out', async () => {
    const db = await freshDb()
    const cyberpunk = giveawayBySlug(db, 'cyberpunk-key')
    await expect(deleteRecord(db, giveawaysAdmin, personaUser(db, 'admin'), cyberpunk.id)).rejects.toMatchObject({
      kind: 'conflict',
      text: {
        en: 'It cannot be deleted while these use it: 4 rewards given out.',
        ru: 'Удалить нельзя, пока с записью связаны: 4 выданные награды.',
      },
    })
  })

  it('deletes a giveaway with its tasks, their progress and its rewards', async () => {
    const db = await freshDb()
    const row = await giveawaysAdmin.create(context(db), fields())
    const task = await db.tasks.create({
      id: 500,
      owner: 'giveaway',
      ownerId: row.id,
      kind: 'tradelink',
      text: { ru: 'т', en: 't' },
      buttonText: { ru: 'к', en: 'b' },
      url: null,
      social: null,
      requiredLevel: null,
      position: 0,
    })
    await db.taskProgress.create({ id: 500, userId: 2, taskId: task.id, visited: true, completed: true })
    await deleteRecord(db, giveawaysAdmin, personaUser(db, 'admin'), row.id)
    expect(db.giveaways.findFirst((q) => q.where({ id: row.id }))).toBeUndefined()
    expect(db.tasks.findFirst((q) => q.where({ id: task.id }))).toBeUndefined()
    expect(db.taskProgress.findFirst((q) => q.where({ id: 500 }))).toBeUndefined()
    expect(rewardsOf(db, row.id)).toEqual([])
  })

  it('filters by type and status, sorts by end', async () => {
    const db = await freshDb()
    const list = (filters: Record<string, string>, sort?: string) =>
      listRecords(db, giveawaysAdmin, personaUser(db, 'admin'), {
        page: 1,
        perPage: 20,
        filters,
        sort,
        locale: 'en',
      }).items.map((row) => row.slug)
    expect(list({ type: 'games', status: 'active' }).sort()).toEqual(['cyberpunk-key', 'elden-ring-key'])
    expect(list({ status: 'ended' })).toHaveLength(3)
    const ends = list({}).map((slug) => db.giveaways.findFirst((q) => q.where({ slug }))?.endsAtMs ?? 0)
    expect(ends).toEqual([...ends].sort((a, b) => b - a))
    expect(() => list({ status: 'soon' })).toThrowError('invalid: filter.status')
  })
})
