import type { UserRow } from '../schema/users.ts'
import { personaNames, personas, steamIdOf, tradelinkOf, type PersonaName } from '../../personas.ts'
import { DAY, type Seeder } from './helpers.ts'
import { storeFakeImage } from '../../domain/fake-images.ts'
import { avatarArt } from './art/avatar.ts'
import { REF_REWARD_CENTS } from './settings.ts'
import { userNameParts } from './texts.ts'

/** The seed's ordinary users: ids 6-29, between the first personas and the ones added later. */
const ORDINARY_USERS = { firstId: 6, count: 24 }

export async function seedUsers(s: Seeder): Promise<UserRow[]> {
  const { db, f, fRu, now } = s
  const rows: UserRow[] = []
  const createPersona = async (name: PersonaName): Promise<UserRow> => {
    const p = personas[name]
    return db.users.create({
      id: p.userId,
      persona: name,
      steamId: steamIdOf(p.accountId),
      steamName: p.steamName,
      steamAvatar: await storeFakeImage(db, 'avatar', avatarArt(p.steamName, '#2b2d42')),
      steamLevel: p.steamLevel,
      platformLevel: p.platformLevel,
      ownsCs2: p.ownsCs2,
      balanceCents: 0,
      roles: p.roles,
      tradelink: p.tradelinkToken ? tradelinkOf(p.accountId, p.tradelinkToken) : null,
      cookieConfirmed: p.cookieConfirmed,
      mk1: p.mk1,
      mk2: false,
      refCode: p.refCode,
      refActivated: false,
      referrerId: null,
      steamVerified: name !== 'new',
      vkId: p.vk?.id ?? null,
      vkName: p.vk?.name ?? null,
      tgId: p.tg?.id ?? null,
      tgName: p.tg?.name ?? null,
      tgBotVerifiedAtMs: p.tg?.botVerified ? now - 30 * DAY : null,
      createdAtMs: now - 400 * DAY + p.userId * DAY,
    })
  }
  // Rows (and their ledger entries below) are made in id order, so every id stays where it was.
  const [earlier, later] = [
    personaNames.filter((name) => personas[name].userId < ORDINARY_USERS.firstId),
    personaNames.filter((name) => personas[name].userId >= ORDINARY_USERS.firstId + ORDINARY_USERS.count),
  ]
  if (earlier.length + later.length !== personaNames.length)
    throw new Error('a persona id falls among the ordinary users')
  for (const name of earlier) rows.push(await createPersona(name))

  const avatarColors = ['#ef476f', '#118ab2', '#06d6a0', '#ffd166', '#8338ec', '#fb5607', '#3a86ff', '#6a994e']
  const takenCodes = new Set(personaNames.map((name) => personas[name].refCode))
  for (let i = 0; i < ORDINARY_USERS.count; i++) {
    const id = ORDINARY_USERS.firstId + i
    const russian = i % 2 === 0
    const steamName = russian
      ? `${fRu.person.firstName()}_${f.number.int({ min: 1, max: 99 })}`
      : `${f.helpers.arrayElement(userNameParts.first)}${f.helpers.arrayElement(userNameParts.second)}${f.number.int({ min: 1, max: 999 })}`
    const latin = steamName.replace(/[^A-Za-z0-9]/g, '').toUpperCase()
    let refCode = latin.length >= 4 ? latin.slice(0, 12) : `PLAYER${id}`
    if (takenCodes.has(refCode)) refCode = `${refCode.slice(0, 10)}${id}`
    takenCodes.add(refCode)
    const accountId = 200000000 + id * 7919
    const level = f.number.int({ min: 0, max: 60 })
    rows.push(
      await db.users.create({
        id,
        persona: null,
        steamId: steamIdOf(accountId),
        steamName,
        steamAvatar: await storeFakeImage(db, 'avatar', avatarArt(steamName, f.helpers.arrayElement(avatarColors))),
        steamLevel: level,
        platformLevel: level,
        ownsCs2: f.datatype.boolean(0.8),
        balanceCents: 0,
        roles: [],
        tradelink: f.datatype.boolean(0.85) ? tradelinkOf(accountId, f.string.alphanumeric(8)) : null,
        cookieConfirmed: true,
        mk1: f.datatype.boolean(),
        mk2: f.datatype.boolean(),
        refCode,
        refActivated: false,
        referrerId: null,
        steamVerified: true,
        vkId: null,
        vkName: null,
        tgId: null,
        tgName: null,
        tgBotVerifiedAtMs: null,
        createdAtMs: now - f.number.int({ min: 20, max: 380 }) * DAY,
      }),
    )
  }

  for (const name of later) rows.push(await createPersona(name))

  // Referrals: two friends of `regular`, five of `rich`; their rewards are part of the balance.
  // `referred` activated the code of an ordinary user, so no persona's statistics count them.
  const referrals: Array<{ referrer: number; referrals: number[] }> = [
    { referrer: personas.regular.userId, referrals: [6, 7] },
    { referrer: personas.rich.userId, referrals: [8, 9, 10, 11, 12] },
    { referrer: 13, referrals: [personas.referred.userId] },
  ]
  for (const { referrer, referrals: friends } of referrals) {
    for (const friend of friends) {
      await db.users.update((q) => q.where({ id: friend }), {
        data(user) {
          user.referrerId = referrer
          user.refActivated = true
        },
      })
    }
  }

  // Every coin on a balance is in the ledger: referral rewards, then an admin top-up for the rest.
  for (const row of rows) {
    const target = row.persona ? personas[row.persona].balanceCents : f.number.int({ min: 0, max: 300_000 })
    const friends = referrals.find((entry) => entry.referrer === row.id)?.referrals ?? []
    let balance = 0
    for (const friend of friends) {
      balance += REF_REWARD_CENTS
      await db.ledger.create({
        id: db.ledger.count() + 1,
        userId: row.id,
        amountCents: REF_REWARD_CENTS,
        balanceAfterCents: balance,
        reason: 'ref-reward',
        sourceId: friend,
        note: null,
        authorId: null,
        atMs: now - (40 - friend) * DAY,
      })
    }
    if (target > balance) {
      const topUp = target - balance
      balance = target
      await db.ledger.create({
        id: db.ledger.count() + 1,
        userId: row.id,
        amountCents: topUp,
        balanceAfterCents: balance,
        reason: 'admin',
        sourceId: null,
        note: null,
        authorId: null,
        atMs: now - 20 * DAY,
      })
    }
    await db.users.update((q) => q.where({ id: row.id }), {
      data(user) {
        user.balanceCents = balance
      },
    })
  }
  return db.users.all()
}
