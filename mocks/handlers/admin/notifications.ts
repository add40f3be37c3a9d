import type { Db } from '../../db/db.ts'
import type { NotificationRow } from '../../db/schema/notifications.ts'
import type { Locale } from '../../domain/core.ts'
import { notificationsAdmin } from '../../domain/admin/notifications.ts'
import { viewedCount } from '../../domain/notifications.ts'
import { isoDate } from '../../present/text.ts'
import type { Schemas } from '../../present/types.ts'
import { presentUserSummary } from '../../present/users.ts'
import type { AdminResource } from './resource.ts'

function presentAdminNotification(db: Db, row: NotificationRow, _locale: Locale): Schemas['AdminNotification'] {
  const addressee = row.userId === null ? undefined : db.users.findFirst((q) => q.where({ id: row.userId ?? 0 }))
  return {
    id: row.id,
    audience: row.userId === null ? 'all' : 'user',
    user: addressee ? presentUserSummary(addressee) : null,
    title: { ...row.title },
    description: { ...row.description },
    link: row.link,
    createdAt: isoDate(row.createdAtMs),
    viewedCount: viewedCount(db, row),
  }
}

export const notificationsResource: AdminResource<'/admin/notifications', NotificationRow> = {
  collection: '/admin/notifications',
  entity: notificationsAdmin,
  present: presentAdminNotification,
  presentListItem: presentAdminNotification,
}
