import type { Db } from '../../db/db.ts'
import type { TaskRow } from '../../db/schema/tasks.ts'
import type { Locale } from '../../domain/core.ts'
import { ownerOf, tasksAdmin } from '../../domain/admin/tasks.ts'
import type { Schemas } from '../../present/types.ts'
import type { AdminResource } from './resource.ts'

export function presentAdminTask(db: Db, row: TaskRow, locale: Locale): Schemas['AdminTask'] {
  return {
    id: row.id,
    owner: row.owner,
    ownerId: row.ownerId,
    ownerTitle: ownerOf(db, row.owner, row.ownerId)?.title[locale] ?? '',
    kind: row.kind,
    text: { ...row.text },
    buttonText: { ...row.buttonText },
    url: row.url,
    social: row.social,
    requiredLevel: row.requiredLevel,
    position: row.position,
  }
}

export const tasksResource: AdminResource<'/admin/tasks', TaskRow> = {
  collection: '/admin/tasks',
  entity: tasksAdmin,
  present: presentAdminTask,
  presentListItem: presentAdminTask,
}
