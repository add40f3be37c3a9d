import { nextId, type Db } from '../db/db.ts'
import type { Localized } from '../db/schema/fragments.ts'
import type { NotificationRow } from '../db/schema/notifications.ts'
import type { UserRow } from '../db/schema/users.ts'
import { clock } from '../clock.ts'
import { emit } from '../realtime/events.ts'
import { notFound } from './errors.ts'
import { m } from './messages.ts'

/** A notification of this user; someone else's is as missing as an unknown one. */
export function notificationOf(db: Db, user: UserRow, id: number): NotificationRow {
  const row = db.notifications.findFirst((q) => q.where({ id, userId: user.id }))
  if (!row) throw notFound(m.notificationNotFound)
  return row
}

/** Marks all of the user's notifications viewed; answers how many changed. */
export async function markAllViewed(db: Db, user: UserRow): Promise<number> {
  const changed = await db.notifications.updateMany((q) => q.where({ userId: user.id, viewed: false }), {
    data(row) {
      row.viewed = true
    },
  })
  return changed.length
}

export interface NewNotification {
  userId: number
  title: Localized
  description: Localized
  link: string | null
}

/** Gives the user an unread notification and announces it, so an open page lights up at once. */
export async function createNotification(db: Db, input: NewNotification): Promise<NotificationRow> {
  const notification = await db.notifications.create({ ...input, id: nextId(db.notifications.all()), createdAtMs: clock.now(), viewed: false })
  emit({ type: 'notification-created', userId: input.userId, notification })
  return notification
}
