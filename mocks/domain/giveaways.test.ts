import { describe, expect, it } from 'vitest'
import { clock } from '../clock.ts'
import type { Db } from '../db/db.ts'
import type { GiveawayRow } from '../db/schema/giveaways.ts'
import type { PersonaName } from '../personas.ts'
import { freshDb, personaUser } from '../../testing/backend/fake-db.ts'
import {
  giveawayBySlug,
  giveawayStatus,
  lastGiveaways,
  lastRewards,
  listGiveaways,
  parseGiveawayFilter,
  rewardOf,
  rewardsLeft,
  takeReward,
} from './giveaways.ts'
import { linkSocial } from './profile.ts'
import { checkTask, tasksOf, visitTask } from './tasks.ts'

async function doTasks(db: Db, persona: PersonaName, giveaway: GiveawayRow): Promise<void> {
  for (const task of tasksOf(db, 'giveaway', giveaway.id)) {
    if (task.social) await linkSocial(db, personaUser(db, persona), task.social)
    await visitTask(db, personaUser(db, persona), task.id)
    await checkTask(db, personaUser(db, persona), task.id)
  }
}

describe('giveaway rewards', () => {
  it('gives the next free reward once, and the count of rewards left drops', async () => {
    const db = await freshDb()
    const giveaway = giveawayBySlug(db, 'cyberpunk-key')
    await doTasks(db, 'regular', giveaway)
    const left = rewardsLeft(db, giveaway)
    const reward = await takeReward(db, personaUser(db, 'regular'), 'cyberpunk-key', 'ok')
    expect(reward.value).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}$/)
    expect(rewardsLeft(db, giveaway)).toBe(left - 1)
    expect(rewardOf(db, giveaway, personaUser(db, 'regular'))?.id).toBe(reward.id)
    expect(lastRewards(db, { type: 'games' })[0]?.user.id).toBe(2)
    await expect(takeReward(db, personaUser(db, 'regular'), 'cyberpunk-key', 'ok')).rejects.toMatchObject({
      kind: 'rejected',
      text: { en: 'You have already taken a reward from this giveaway.' },
    })
  })

  it('needs all tasks completed', async () => {
    const db = await freshDb()
    await expect(takeReward(db, personaUser(db, 'regular'), 'cyberpunk-key', 'ok')).rejects.toMatchObject({
      text: { en: 'Complete all the tasks of this giveaway.' },
    })
  })

  it('says the level is too low before it asks for the tasks', async () => {
    const db = await freshDb()
    const level = { text: { en: 'You need game platform level 5 or higher.' } }
    await expect(takeReward(db, personaUser(db, 'low-level'), 'cyberpunk-key', 'ok')).rejects.toMatchObject(level)
    await doTasks(db, 'low-level', giveawayBySlug(db, 'cyberpunk-key'))
    await expect(takeReward(db, personaUser(db, 'low-level'), 'cyberpunk-key', 'ok')).rejects.toMatchObject(level)
    await expect(takeReward(db, personaUser(db, 'regular'), 'cyberpunk-key', 'ok')).rejects.toMatchObject({
      text: { en: 'Complete all the tasks of this giveaway.' },
    })
  })

  it('needs the required level', async () => {
    const db = await freshDb()
    const giveaway = giveawayBySlug(db, 'elden-ring-key')
    await doTasks(db, 'editor', giveaway)
    await expect(takeReward(db, personaUser(db, 'editor'), 'elden-ring-key', 'ok')).rejects.toMatchObject({
      text: { en: 'You need game platform level 20 or higher.' },
    })
    await doTasks(db, 'rich', giveaway)
    expect((await takeReward(db, personaUser(db, 'rich'), 'elden-ring-key', 'ok')).takenByUserId).toBe(3)
  })

  it('refuses ended giveaways, a failed captcha and a missing token', async () => {
    const db = await freshDb()
    const hades = giveawayBySlug(db, 'hades-key')
    expect(giveawayStatus(hades, clock.now())).toBe('ended')
    await expect(takeReward(db, personaUser(db, 'rich'), 'hades-key', 'ok')).rejects.toMatchObject({
      text: { en: 'This giveaway has ended.' },
    })
    await expect(takeReward(db, personaUser(db, 'rich'), 'cyberpunk-key', 'fail')).rejects.toMatchObject({
      text: { en: 'The captcha failed, please try again.' },
    })
    await expect(takeReward(db, personaUser(db, 'rich'), 'cyberpunk-key', undefined)).rejects.toMatchObject({
      kind: 'invalid',
      fields: { captchaToken: [{ en: 'Please complete the captcha.' }] },
    })
  })

  it('ends at its end date on the fake clock', async () => {
    const db = await freshDb()
    const giveaway = giveawayBySlug(db, 'cyberpunk-key')
    await doTasks(db, 'regular', giveaway)
    clock.set(giveaway.endsAtMs)
    await expect(takeReward(db, personaUser(db, 'regular'), 'cyberpunk-key', 'ok')).rejects.toMatchObject({
      text: { en: 'This giveaway has ended.' },
    })
  })

  it('refuses when no rewards are left', async () => {
    const db = await freshDb()
    const giveaway = giveawayBySlug(db, 'skinrush-codes')
    await db.giveawayRewards.updateMany((q) => q.where({ giveawayId: giveaway.id, takenByUserId: null }), {
      data(row) {
        row.takenByUserId = 6
        row.takenAtMs = clock.now()
      },
    })
    await doTasks(db, 'rich', giveaway)
    await expect(takeReward(db, personaUser(db, 'rich'), 'skinrush-codes', 'ok')).rejects.toMatchObject({
      text: { en: 'No rewards are left.' },
    })
  })

  it('filters lists by type and status', async () => {
    const db = await freshDb()
    const active = listGiveaways(db, { type: 'games', status: 'active' }, 1)
    expect(active.items.map((row) => row.slug).sort()).toEqual(['cyberpunk-key', 'elden-ring-key'])
    expect(() => parseGiveawayFilter({ type: 'skins' })).toThrowError('invalid: filter.type')
    expect(parseGiveawayFilter({ status: 'ended' })).toEqual({ status: 'ended' })
  })
})

describe('a giveaway that starts later', () => {
  async function postponed(): Promise<{ db: Db; giveaway: GiveawayRow }> {
    const db = await freshDb()
    const giveaway = await db.giveaways.update((q) => q.where({ slug: 'cyberpunk-key' }), {
      strict: true,
      data(row) {
        row.startsAtMs = clock.now() + 60_000
      },
    })
    return { db, giveaway }
  }

  it('is in no list and answers as missing until it starts', async () => {
    const { db, giveaway } = await postponed()
    expect(listGiveaways(db, {}, 1).items.map((row) => row.slug)).not.toContain('cyberpunk-key')
    expect(lastGiveaways(db, {}).map((row) => row.slug)).not.toContain('cyberpunk-key')
    expect(() => giveawayBySlug(db, 'cyberpunk-key')).toThrowError('The giveaway was not found')
    expect(lastRewards(db, {}).map(({ giveaway: row }) => row.slug)).not.toContain('cyberpunk-key')
    clock.set(giveaway.startsAtMs)
    expect(listGiveaways(db, {}, 1).items.map((row) => row.slug)).toContain('cyberpunk-key')
    expect(lastGiveaways(db, {}).map((row) => row.slug)).toContain('cyberpunk-key')
    expect(giveawayBySlug(db, 'cyberpunk-key').id).toBe(giveaway.id)
  })

  it('gives no reward before it starts', async () => {
    const { db, giveaway } = await postponed()
    await expect(takeReward(db, personaUser(db, 'regular'), 'cyberpunk-key', 'ok')).rejects.toMatchObject({
      kind: 'not-found',
    })
    clock.set(giveaway.startsAtMs)
    await doTasks(db, 'regular', giveaway)
    expect((await takeReward(db, personaUser(db, 'regular'), 'cyberpunk-key', 'ok')).takenByUserId).toBe(2)
  })
})
