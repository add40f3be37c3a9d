import { describe, expect, it } from 'vitest'
import { freshDb, personaUser } from '../../testing/backend/fake-db.ts'
import { ledgerOf } from './coins.ts'
import { notificationsOf } from './notifications.ts'
import { checkSteamLevel } from './profile.ts'
import { activateRefCode, refStatistics, updateRefCode } from './referrals.ts'

describe('ref/activate', () => {
  it('rewards the referrer once and sets refActivated', async () => {
    const db = await freshDb()
    const before = refStatistics(db, personaUser(db, 'rich'))
    expect(before).toEqual({ amountCents: 12_500, referrals: 5 })
    await activateRefCode(db, personaUser(db, 'admin'), 'golden')
    expect(personaUser(db, 'admin')).toMatchObject({ refActivated: true, referrerId: 3 })
    expect(personaUser(db, 'rich').balanceCents).toBe(5_000_000 + 2_500)
    expect(ledgerOf(db, 3).at(-1)).toMatchObject({ reason: 'ref-reward', amountCents: 2_500, sourceId: 4 })
    expect(refStatistics(db, personaUser(db, 'rich'))).toEqual({ amountCents: 15_000, referrals: 6 })
    expect(notificationsOf(db, 3)[0]?.title.en).toBe('Referral reward')
    await expect(activateRefCode(db, personaUser(db, 'admin'), 'RAIDER10')).rejects.toMatchObject({
      kind: 'rejected',
      text: { en: 'You have already activated a referral code.' },
    })
  })

  it("refuses one's own code and unknown codes as field errors", async () => {
    const db = await freshDb()
    await expect(activateRefCode(db, personaUser(db, 'regular'), 'RAIDER10')).rejects.toMatchObject({
      fields: { code: [{ en: 'You cannot activate your own code.' }] },
    })
    await expect(activateRefCode(db, personaUser(db, 'regular'), 'NOSUCHCODE')).rejects.toMatchObject({
      fields: { code: [{ en: 'This referral code does not exist.' }] },
    })
    await expect(activateRefCode(db, personaUser(db, 'regular'), '')).rejects.toMatchObject({
      fields: { code: [{ en: 'This field is required.' }] },
    })
  })

  it('needs level 5 and owning CS2', async () => {
    const db = await freshDb()
    await expect(activateRefCode(db, personaUser(db, 'new'), 'GOLDEN')).rejects.toMatchObject({
      text: { en: 'You need game platform level 5 or higher to activate a code.' },
    })
    await checkSteamLevel(db, personaUser(db, 'new'))
    await db.users.update((q) => q.where({ id: 1 }), {
      data(row) {
        row.steamLevel = 7
      },
    })
    await expect(activateRefCode(db, personaUser(db, 'new'), 'GOLDEN')).rejects.toMatchObject({
      text: { en: 'Your account must own CS2 to activate a code.' },
    })
    expect(personaUser(db, 'rich').balanceCents).toBe(5_000_000)
  })

  it('has a persona for each refusal, refused for that reason alone', async () => {
    const db = await freshDb()
    const refusals = {
      'low-level': 'You need game platform level 5 or higher to activate a code.',
      'no-cs2': 'Your account must own CS2 to activate a code.',
      referred: 'You have already activated a referral code.',
    } as const
    for (const [persona, message] of Object.entries(refusals)) {
      await expect(
        activateRefCode(db, personaUser(db, persona as keyof typeof refusals), 'GOLDEN'),
      ).rejects.toMatchObject({ kind: 'rejected', text: { en: message } })
    }
    await expect(activateRefCode(db, personaUser(db, 'low-level'), 'novice3')).rejects.toMatchObject({
      fields: { code: [{ en: 'You cannot activate your own code.' }] },
    })
    expect(refStatistics(db, personaUser(db, 'rich'))).toEqual({ amountCents: 12_500, referrals: 5 })
    // `referred` counts for an ordinary user; refreshing the level does not lift `low-level` to 5.
    expect(personaUser(db, 'referred')).toMatchObject({ refActivated: true, referrerId: 13 })
    expect(await checkSteamLevel(db, personaUser(db, 'low-level'))).toBe(3)
  })
})

describe('ref/update', () => {
  it('takes 4-16 letters or digits that nobody else has', async () => {
    const db = await freshDb()
    expect(await updateRefCode(db, personaUser(db, 'regular'), 'Raider2025')).toBe('Raider2025')
    expect(personaUser(db, 'regular').refCode).toBe('Raider2025')
    await expect(updateRefCode(db, personaUser(db, 'regular'), 'abc')).rejects.toMatchObject({
      fields: { code: [{ en: 'The code must be 4-16 Latin letters or digits.' }] },
    })
    await expect(updateRefCode(db, personaUser(db, 'regular'), 'with space')).rejects.toMatchObject({ kind: 'invalid' })
    await expect(updateRefCode(db, personaUser(db, 'regular'), 'a'.repeat(17))).rejects.toMatchObject({
      kind: 'invalid',
    })
    await expect(updateRefCode(db, personaUser(db, 'regular'), 'golden')).rejects.toMatchObject({
      fields: { code: [{ en: 'This code is already taken.' }] },
    })
    expect(await updateRefCode(db, personaUser(db, 'regular'), 'RAIDER2025')).toBe('RAIDER2025')
  })
})
