import { describe, expect, it } from 'vitest'
import { subscribe, type DomainEvent } from '../events.ts'
import { freshDb, personaUser } from '../../../testing/backend/fake-db.ts'
import { coreData } from '../core.ts'
import { signInPersona, userBySession } from '../sessions.ts'
import { createNotification, markAllViewed } from '../notifications.ts'
import { deleteRecord, listRecords, updateRecord } from './crud.ts'
import { adjustUserBalance, userLedger, userTrades, usersAdmin } from './users.ts'

const tradelink = 'https://steamcommunity.com/tradeoffer/new/?partner=100000077&token=Abc12345'
const newUser = {
  steamId: '76561198060265777',
  steamName: 'Pre Registered',
  roles: JSON.stringify(['moderator']),
  tradelink,
}

describe('users in the admin panel', () => {
  it('registers a user in advance with defaults: level 0, a generated avatar, a unique referral code, no persona', async () => {
    const db = await freshDb()
    const context = { db, actor: personaUser(db, 'admin') }
    const row = await usersAdmin.create(context, newUser)
    expect(row).toMatchObject({
      steamId: '76561198060265777',
      steamName: 'Pre Registered',
      roles: ['moderator'],
      tradelink,
      steamLevel: 0,
      balanceCents: 0,
      persona: null,
      refCode: 'PREREGISTERE',
    })
    expect(row.steamAvatar).toMatch(/^\/api\/fake-images\/avatar-[0-9a-f]{8}\.svg$/)
    const again = await usersAdmin.create(context, { ...newUser, steamId: '76561198060265778' })
    expect(again.refCode).toBe(`PREREGISTERE${again.id}`)
    const short = await usersAdmin.create(context, { ...newUser, steamId: '76561198060265779', steamName: 'Ян' })
    expect(short.refCode).toBe(`PLAYER${short.id}`)
  })

  it('checks the platform id, its uniqueness, the name, the roles and the tradelink, as the profile does', async () => {
    const db = await freshDb()
    const context = { db, actor: personaUser(db, 'admin') }
    await expect(
      usersAdmin.create(context, {
        steamId: '12345',
        steamName: '',
        roles: JSON.stringify(['admin', 'superhero']),
        tradelink: 'https://example.com/trade',
      }),
    ).rejects.toMatchObject({
      fields: {
        steamId: [{ en: 'A platform id: 17 digits starting with 7656119.' }],
        steamName: [{ en: 'This field is required.' }],
        roles: [{ en: 'No such roles: superhero.', ru: 'Таких ролей нет: superhero.' }],
        tradelink: [
          { en: 'Enter a trade offer link like https://steamcommunity.com/tradeoffer/new/?partner=…&token=…' },
        ],
      },
    })
    await expect(
      usersAdmin.create(context, { ...newUser, steamId: personaUser(db, 'rich').steamId, steamName: 'x'.repeat(33) }),
    ).rejects.toMatchObject({
      fields: {
        steamId: [{ en: 'A user with this platform id already exists.' }],
        steamName: [{ en: 'At most 32 characters.' }],
      },
    })
  })

  it("updates the name, roles and tradelink, which the user's own pages show at once", async () => {
    const db = await freshDb()
    const admin = personaUser(db, 'admin')
    const { token } = await signInPersona(db, 'regular')
    await updateRecord(db, usersAdmin, admin, 2, {
      steamName: 'Renamed',
      roles: JSON.stringify(['articlesEditor']),
      tradelink: '',
    })
    const seen = userBySession(db, token)
    expect(seen).toMatchObject({ steamName: 'Renamed', roles: ['articlesEditor'], tradelink: null })
    expect(coreData(db, seen, 'en').user?.steamName).toBe('Renamed')
  })

  it('keeps an admin from taking the admin role from themself, not from others', async () => {
    const db = await freshDb()
    const admin = personaUser(db, 'admin')
    await expect(
      updateRecord(db, usersAdmin, admin, admin.id, { steamName: 'SiteAdmin', roles: '[]', tradelink: '' }),
    ).rejects.toMatchObject({
      fields: { roles: [{ en: 'You cannot take the admin role from yourself.' }] },
    })
    const other = await usersAdmin.create({ db, actor: admin }, { ...newUser, roles: JSON.stringify(['admin']) })
    expect(
      (await updateRecord(db, usersAdmin, admin, other.id, { steamName: 'Demoted', roles: '[]', tradelink: '' })).roles,
    ).toEqual([])
  })

  it('filters by role and sorts by balance', async () => {
    const db = await freshDb()
    const admin = personaUser(db, 'admin')
    const query = { page: 1, perPage: 100, locale: 'en' as const }
    expect(
      listRecords(db, usersAdmin, admin, { ...query, filters: { role: 'admin' } }).items.map((row) => row.id),
    ).toEqual([4])
    const richest = listRecords(db, usersAdmin, admin, { ...query, filters: {}, sort: '-balance' }).items[0]
    expect(richest?.persona).toBe('rich')
    expect(
      listRecords(db, usersAdmin, admin, { ...query, filters: {}, search: 'RAIDER10' }).items.map((row) => row.id),
    ).toEqual([2])
  })

  it('names the trades, drops, comments and rewards that keep a user, and refuses to delete oneself', async () => {
    const db = await freshDb()
    const admin = personaUser(db, 'admin')
    await expect(deleteRecord(db, usersAdmin, admin, 9)).rejects.toMatchObject({
      kind: 'conflict',
      text: {
        en: 'It cannot be deleted while these use it: 1 trade, 4 dropped items, 9 comments and 1 reward received.',
        ru: 'Удалить нельзя, пока с записью связаны: 1 сделка, 4 выпавших предмета, 9 комментариев и 1 полученная награда.',
      },
    })
    await expect(deleteRecord(db, usersAdmin, admin, admin.id)).rejects.toMatchObject({
      kind: 'conflict',
      text: { en: 'You cannot delete your own account.' },
    })
  })

  it('deletes a user with sessions, notifications, views, task progress, case states and ledger, and forgets them as a referrer', async () => {
    const db = await freshDb()
    const admin = personaUser(db, 'admin')
    const editor = personaUser(db, 'editor')
    const { token } = await signInPersona(db, 'editor')
    await createNotification(db, {
      userId: null,
      title: { ru: 'Всем', en: 'All' },
      description: { ru: 'Текст', en: 'Text' },
      link: null,
    })
    await markAllViewed(db, editor)
    await db.taskProgress.create({ id: 999, userId: editor.id, taskId: 1, visited: true, completed: true })
    await db.caseStates.create({
      id: 999,
      userId: editor.id,
      caseId: 4,
      nextOpeningAtMs: null,
      activatedPromocodeId: 1,
      availableDropId: null,
    })
    await db.users.update((q) => q.where({ id: 6 }), {
      data(row) {
        row.referrerId = editor.id
      },
    })
    await deleteRecord(db, usersAdmin, admin, editor.id)
    expect(db.users.findFirst((q) => q.where({ id: editor.id }))).toBeUndefined()
    expect(userBySession(db, token)).toBeNull()
    for (const rows of [
      db.notifications.findMany((q) => q.where({ userId: editor.id })),
      db.notificationViews.findMany((q) => q.where({ userId: editor.id })),
      db.taskProgress.findMany((q) => q.where({ userId: editor.id })),
      db.caseStates.findMany((q) => q.where({ userId: editor.id })),
      db.ledger.findMany((q) => q.where({ userId: editor.id })),
    ]) {
      expect(rows).toEqual([])
    }
    expect(db.notifications.findMany((q) => q.where({ userId: null }))).toHaveLength(1)
    expect(db.users.findFirst((q) => q.where({ id: 6 }))).toMatchObject({ referrerId: null, refActivated: true })
  })
})

describe('balance adjustments', () => {
  it("adds or takes coins with a reason, as one ledger entry with its author, and tells the user's open pages", async () => {
    const db = await freshDb()
    const admin = personaUser(db, 'admin')
    const seen: DomainEvent[] = []
    const stop = subscribe((event) => seen.push(event))
    const entry = await adjustUserBalance(db, admin, 2, { amount: '-12.5', reason: 'Refund of a duplicate bonus' })
    stop()
    expect(entry).toMatchObject({
      userId: 2,
      amountCents: -1250,
      balanceAfterCents: 23_750,
      reason: 'admin',
      note: 'Refund of a duplicate bonus',
      authorId: admin.id,
    })
    expect(personaUser(db, 'regular').balanceCents).toBe(23_750)
    expect(seen).toEqual([{ type: 'balance-changed', userId: 2, balanceCents: 23_750 }])
    expect(userLedger(db, admin, 2, 1, 20).items[0]).toEqual(entry)
    // Every other change keeps note and author empty.
    expect(
      userLedger(db, admin, 2, 1, 20)
        .items.slice(1)
        .every((row) => row.note === null && row.authorId === null),
    ).toBe(true)
  })

  it('never takes a balance below zero, and names the most that can be taken', async () => {
    const db = await freshDb()
    const admin = personaUser(db, 'admin')
    await expect(adjustUserBalance(db, admin, 2, { amount: '-250.01', reason: 'Too much' })).rejects.toMatchObject({
      kind: 'invalid',
      fields: {
        amount: [
          {
            en: 'The balance cannot go below zero: at most 250.00 coins can be taken.',
            ru: 'Баланс не может стать отрицательным: списать можно не больше 250,00 монеты.',
          },
        ],
      },
    })
    expect((await adjustUserBalance(db, admin, 2, { amount: '-250', reason: 'All of it' })).balanceAfterCents).toBe(0)
  })

  it('checks the amount (not zero, two decimals, at most a million) and the reason', async () => {
    const db = await freshDb()
    const admin = personaUser(db, 'admin')
    await expect(adjustUserBalance(db, admin, 2, { amount: '0', reason: 'ab' })).rejects.toMatchObject({
      fields: { amount: [{ en: 'The amount cannot be zero.' }], reason: [{ en: 'At least 3 characters.' }] },
    })
    await expect(adjustUserBalance(db, admin, 2, { amount: '1.234', reason: 'Bonus' })).rejects.toMatchObject({
      fields: { amount: [{ en: 'A number from -1000000.00 to 1000000.00 with at most two decimals.' }] },
    })
    await expect(adjustUserBalance(db, admin, 2, { amount: '1000000.01', reason: 'Bonus' })).rejects.toMatchObject({
      kind: 'invalid',
    })
    await expect(adjustUserBalance(db, admin, 999, { amount: '1', reason: 'Bonus' })).rejects.toMatchObject({
      kind: 'not-found',
    })
    await expect(
      adjustUserBalance(db, personaUser(db, 'editor'), 2, { amount: '1', reason: 'Bonus' }),
    ).rejects.toMatchObject({ kind: 'forbidden' })
    await expect(adjustUserBalance(db, null, 2, { amount: '1', reason: 'Bonus' })).rejects.toMatchObject({
      kind: 'unauthorized',
    })
  })
})

describe("a user's ledger and trades", () => {
  it('lists the ledger newest first, in pages', async () => {
    const db = await freshDb()
    const admin = personaUser(db, 'admin')
    await adjustUserBalance(db, admin, 3, { amount: '10', reason: 'Contest prize' })
    const first = userLedger(db, admin, 3, 1, 2)
    expect(first).toMatchObject({ total: 7, lastPage: 4 })
    expect(first.items.map((row) => row.note)).toEqual(['Contest prize', null])
    const all = userLedger(db, admin, 3, 1, 100).items
    expect(all.map((row) => row.atMs)).toEqual(all.map((row) => row.atMs).sort((a, b) => b - a))
  })

  it('lists the trades newest first with their current status', async () => {
    const db = await freshDb()
    const admin = personaUser(db, 'admin')
    const page = userTrades(db, admin, 2, 1, 20)
    expect(page.total).toBe(7)
    expect(page.items.map(({ status }) => status)).toEqual([
      'purchase',
      'waiting',
      'sended',
      'error',
      'sold',
      'delivered',
      'delivered',
    ])
    expect(() => userTrades(db, personaUser(db, 'editor'), 2, 1, 20)).toThrowError('You may not manage users.')
  })
})
