import { nextId, type Db } from '../db/db.ts'
import type { Localized } from '../db/schema/fragments.ts'
import type { NotificationRow } from '../db/schema/notifications.ts'
import type { UserRow } from '../db/schema/users.ts'
import { clock } from '../clock.ts'
import { notFound } from './errors.ts'
import { m } from './messages.ts'
import { emit } from './events.ts'

/**
 * A notification goes to one user (`userId`) or to everyone (`userId` null: every user,
 * present and future). Whether one user has seen a notification to everyone is a row of
 * `notificationViews`; the rules below answer rows as that user sees them, with `viewed` as
 * theirs.
 */

function viewedIds(db: Db, userId: number): Set<number> {
  return new Set(db.notificationViews.findMany((q) => q.where({ userId })).map((view) => view.notificationId))
}

function asSeenBy(row: NotificationRow, seen: ReadonlySet<number>): NotificationRow {
  return row.userId === null ? { ...row, viewed: seen.has(row.id) } : row
}

/** The user's notifications and those to everyone, newest first, each with this user's `viewed`. */
export function notificationsOf(db: Db, userId: number): NotificationRow[] {
  const seen = viewedIds(db, userId)
  return db.notifications
    .findMany((q) => q.where({ userId: (addressee) => addressee === null || addressee === userId }))
    .map((row) => asSeenBy(row, seen))
    .sort((a, b) => b.createdAtMs - a.createdAtMs || b.id - a.id)
}

/** A notification of this user (or to everyone); someone else's is as missing as an unknown one. */
export function notificationOf(db: Db, user: UserRow, id: number): NotificationRow {
  const row = db.notifications.findFirst((q) =>
    q.where({ id, userId: (addressee) => addressee === null || addressee === user.id }),
  )
  if (!row) throw notFound(m.notificationNotFound)
  return asSeenBy(row, viewedIds(db, user.id))
}

/** Marks all of the user's notifications viewed, those to everyone included; answers how many changed. */
export async function markAllViewed(db: Db, user: UserRow): Promise<number> {
  const changed = await db.notifications.updateMany((q) => q.where({ userId: user.id, viewed: false }), {
    data(row) {
      row.viewed = true
    },
  })
  const seen = viewedIds(db, user.id)
  const unseen = db.notifications.findMany((q) => q.where({ userId: null })).filter((row) => !seen.has(row.id))
  for (const row of unseen)
    await db.notificationViews.create({
      id: nextId(db.notificationViews.all()),
      notificationId: row.id,
      userId: user.id,
    })
  return changed.length + unseen.length
}

/** How many addressees have seen it: one or none for a user's, the views of one to everyone. */
export function viewedCount(db: Db, row: NotificationRow): number {
  if (row.userId !== null) return row.viewed ? 1 : 0
  return db.notificationViews.findMany((q) => q.where({ notificationId: row.id })).length
}

export interface NewNotification {
  /** The addressee, or null for everyone. */
  userId: number | null
  title: Localized
  description: Localized
  link: string | null
}

/** Gives the addressee (or everyone) an unread notification and announces it, so open pages light up at once. */
export async function createNotification(db: Db, input: NewNotification): Promise<NotificationRow> {
  const notification = await db.notifications.create({
    ...input,
    id: nextId(db.notifications.all()),
    createdAtMs: clock.now(),
    viewed: false,
  })
  emit({ type: 'notification-created', userId: input.userId, notification })
  return notification
}
