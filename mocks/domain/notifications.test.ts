import { describe, expect, it } from 'vitest'
import { freshDb, personaUser } from '../../testing/backend/fake-db.ts'
import { coreData } from './core.ts'
import { createNotification, markAllViewed, notificationOf, notificationsOf, viewedCount } from './notifications.ts'

describe('notifications', () => {
  it("marks all of the user's notifications viewed and nobody else's", async () => {
    const db = await freshDb()
    const regular = personaUser(db, 'regular')
    const rich = personaUser(db, 'rich')
    expect(notificationsOf(db, regular.id).filter((row) => !row.viewed)).toHaveLength(2)
    const richUnviewed = notificationsOf(db, rich.id).filter((row) => !row.viewed).length
    expect(await markAllViewed(db, regular)).toBe(2)
    expect(notificationsOf(db, regular.id).every((row) => row.viewed)).toBe(true)
    expect(notificationsOf(db, rich.id).filter((row) => !row.viewed)).toHaveLength(richUnviewed)
    expect(await markAllViewed(db, regular)).toBe(0)
  })

  it("shows one's own notification and hides others' as not found", async () => {
    const db = await freshDb()
    const regular = personaUser(db, 'regular')
    const own = notificationsOf(db, regular.id)[0]
    const foreign = notificationsOf(db, personaUser(db, 'rich').id)[0]
    expect(own && notificationOf(db, regular, own.id).id).toBe(own?.id)
    expect(() => notificationOf(db, regular, foreign?.id ?? 0)).toThrowError('The notification was not found')
  })
})

describe('notifications to everyone', () => {
  const broadcast = {
    userId: null,
    title: { ru: 'Турнир', en: 'Tournament' },
    description: { ru: 'Начинается', en: 'Starts now' },
    link: '/giveaways',
  }

  it("reach every user, with each one's own viewed state", async () => {
    const db = await freshDb()
    const row = await createNotification(db, broadcast)
    const regular = personaUser(db, 'regular')
    const rich = personaUser(db, 'rich')
    expect(notificationsOf(db, regular.id)[0]).toMatchObject({ id: row.id, viewed: false, title: { en: 'Tournament' } })
    expect(notificationsOf(db, rich.id)[0]).toMatchObject({ id: row.id, viewed: false })
    expect(notificationOf(db, regular, row.id)).toMatchObject({ id: row.id, viewed: false })

    expect(coreData(db, regular, 'en').notifications[0]).toMatchObject({ id: row.id, viewed: false })

    expect(await markAllViewed(db, regular)).toBe(3)
    expect(coreData(db, personaUser(db, 'regular'), 'en').notifications[0]).toMatchObject({ id: row.id, viewed: true })
    expect(notificationOf(db, regular, row.id).viewed).toBe(true)
    expect(notificationsOf(db, regular.id).every((notification) => notification.viewed)).toBe(true)
    expect(notificationOf(db, rich, row.id).viewed).toBe(false)
    expect(viewedCount(db, row)).toBe(1)
    // The row itself keeps no one's state.
    expect(db.notifications.findFirst((q) => q.where({ id: row.id }))?.viewed).toBe(false)
    expect(await markAllViewed(db, regular)).toBe(0)
    expect(db.notificationViews.findMany((q) => q.where({ notificationId: row.id }))).toHaveLength(1)
  })

  it('reach users who join later too', async () => {
    const db = await freshDb()
    const row = await createNotification(db, broadcast)
    const later = await db.users.create({
      ...personaUser(db, 'new'),
      id: 999,
      persona: null,
      createdAtMs: row.createdAtMs + 1,
    })
    expect(notificationsOf(db, later.id).map((notification) => notification.id)).toEqual([row.id])
  })

  it("counts a user's own notification viewed once they have seen it", async () => {
    const db = await freshDb()
    const own = await createNotification(db, { ...broadcast, userId: 2 })
    expect(viewedCount(db, own)).toBe(0)
    await markAllViewed(db, personaUser(db, 'regular'))
    expect(viewedCount(db, notificationOf(db, personaUser(db, 'regular'), own.id))).toBe(1)
    expect(() => notificationOf(db, personaUser(db, 'rich'), own.id)).toThrowError('The notification was not found')
  })
})
