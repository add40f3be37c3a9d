import type { Db } from '../../db/db.ts'
import type { BadgeRow } from '../../db/schema/badges.ts'
import { badgesAdmin, cardsWithBadge } from '../../domain/admin/badges.ts'
import type { Schemas } from '../../present/types.ts'
import type { AdminResource } from './resource.ts'

function presentAdminBadge(db: Db, row: BadgeRow): Schemas['AdminBadge'] {
  return { id: row.id, text: { ...row.text }, color: row.color, cardsCount: cardsWithBadge(db, row.id) }
}

export const badgesResource: AdminResource<'/admin/badges', BadgeRow> = {
  collection: '/admin/badges',
  entity: badgesAdmin,
  present: presentAdminBadge,
  presentListItem: presentAdminBadge,
}
