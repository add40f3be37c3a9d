import type { Db, NotificationRow, UserRow } from '../db/db.ts'
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
