import { describe, expect, it } from 'vitest'
import { subscribe, type DomainEvent } from '../events.ts'
import { freshDb, personaUser } from '../../../testing/backend/fake-db.ts'
import { markAllViewed, notificationOf, notificationsOf, viewedCount } from '../notifications.ts'
import { deleteRecord, listRecords, updateRecord } from './crud.ts'
import { notificationsAdmin } from './notifications.ts'

const texts = {
  title: JSON.stringify({ ru: 'Новый кейс', en: 'A new case' }),
  description: JSON.stringify({ ru: 'Загляните', en: 'Have a look' }),
  link: '/games/cases',
}

function record(): { seen: DomainEvent[]; stop: () => void } {
  const seen: DomainEvent[] = []
  return { seen, stop: subscribe((event) => seen.push(event)) }
}

describe('notifications in the admin panel', () => {
  it('sends one to a user: it reaches their bell and is announced to them', async () => {
    const db = await freshDb()
    const { seen, stop } = record()
    const row = await notificationsAdmin.create(
      { db, actor: personaUser(db, 'admin') },
      { audience: 'user', userId: '2', ...texts },
    )
    stop()
    expect(row).toMatchObject({ userId: 2, viewed: false, link: '/games/cases', title: { en: 'A new case' } })
    expect(notificationsOf(db, 2)[0]?.id).toBe(row.id)
    expect(notificationsOf(db, 3).map((notification) => notification.id)).not.toContain(row.id)
    expect(seen).toEqual([{ type: 'notification-created', userId: 2, notification: row }])
  })

  it('sends one to everyone: every user sees it with their own viewed state, and the count of views grows', async () => {
    const db = await freshDb()
    const { seen, stop } = record()
    const row = await notificationsAdmin.create(
      { db, actor: personaUser(db, 'admin') },
      { audience: 'all', userId: '2', ...texts },
    )
    stop()
    expect(row.userId).toBeNull()
    expect(seen).toMatchObject([{ type: 'notification-created', userId: null }])
    for (const id of [1, 2, 3, 9]) expect(notificationsOf(db, id)[0]).toMatchObject({ id: row.id, viewed: false })
    await markAllViewed(db, personaUser(db, 'rich'))
    await markAllViewed(db, personaUser(db, 'new'))
    expect(viewedCount(db, row)).toBe(2)
    expect(notificationOf(db, personaUser(db, 'regular'), row.id).viewed).toBe(false)
  })

  it('needs an existing user for one user, a link of the site or the web, and both texts', async () => {
    const db = await freshDb()
    const context = { db, actor: personaUser(db, 'admin') }
    await expect(
      notificationsAdmin.create(context, { audience: 'user', userId: '999', ...texts, link: 'javascript:void(0)' }),
    ).rejects.toMatchObject({
      fields: {
        userId: [{ en: 'There is no such user.' }],
        link: [{ en: 'A site path (e.g. /games/cases) or an address starting with http:// or https://.' }],
      },
    })
    await expect(notificationsAdmin.create(context, { audience: 'some', ...texts, title: '{}' })).rejects.toMatchObject(
      {
        fields: { audience: [{ en: 'Allowed values: user, all.' }], 'title.ru': [{ en: 'This field is required.' }] },
      },
    )
    await expect(notificationsAdmin.create(context, { audience: 'user', ...texts })).rejects.toMatchObject({
      fields: { userId: [{ en: 'This field is required.' }] },
    })
  })

  it('updates the texts and link only, without announcing it again', async () => {
    const db = await freshDb()
    const admin = personaUser(db, 'admin')
    const row = await notificationsAdmin.create({ db, actor: admin }, { audience: 'user', userId: '2', ...texts })
    const { seen, stop } = record()
    const updated = await updateRecord(db, notificationsAdmin, admin, row.id, {
      audience: 'all',
      userId: '3',
      title: JSON.stringify({ ru: 'Исправлено', en: 'Fixed' }),
      description: texts.description,
      link: '',
    })
    stop()
    expect(updated).toMatchObject({
      id: row.id,
      userId: 2,
      title: { en: 'Fixed' },
      link: null,
      createdAtMs: row.createdAtMs,
    })
    expect(notificationOf(db, personaUser(db, 'regular'), row.id).title.en).toBe('Fixed')
    expect(seen).toEqual([])
  })

  it('deletes one with the views of it', async () => {
    const db = await freshDb()
    const admin = personaUser(db, 'admin')
    const row = await notificationsAdmin.create({ db, actor: admin }, { audience: 'all', ...texts })
    await markAllViewed(db, personaUser(db, 'regular'))
    await deleteRecord(db, notificationsAdmin, admin, row.id)
    expect(db.notificationViews.findMany((q) => q.where({ notificationId: row.id }))).toEqual([])
    expect(notificationsOf(db, 2).map((notification) => notification.id)).not.toContain(row.id)
  })

  it('filters by audience and addressee, newest first by default', async () => {
    const db = await freshDb()
    const admin = personaUser(db, 'admin')
    const row = await notificationsAdmin.create({ db, actor: admin }, { audience: 'all', ...texts })
    const list = (filters: Record<string, string>) =>
      listRecords(db, notificationsAdmin, admin, { page: 1, perPage: 100, filters, locale: 'en' }).items
    expect(list({ audience: 'all' }).map((notification) => notification.id)).toEqual([row.id])
    expect(list({ audience: 'user', user: '3' })).toHaveLength(6)
    expect(list({})[0]?.id).toBe(row.id)
  })
})
