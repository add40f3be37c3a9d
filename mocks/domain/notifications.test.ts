import { describe, expect, it } from 'vitest'
import { freshDb, personaUser } from '../testing.ts'
import { notificationsOf } from './core.ts'
import { markAllViewed, notificationOf } from './notifications.ts'

describe('notifications', () => {
  it('marks all of the user\'s notifications viewed and nobody else\'s', async () => {
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

  it('shows one\'s own notification and hides others\' as not found', async () => {
    const db = await freshDb()
    const regular = personaUser(db, 'regular')
    const own = notificationsOf(db, regular.id)[0]
    const foreign = notificationsOf(db, personaUser(db, 'rich').id)[0]
    expect(own && notificationOf(db, regular, own.id).id).toBe(own?.id)
    expect(() => notificationOf(db, regular, foreign?.id ?? 0)).toThrowError('The notification was not found')
  })
})
