import type { Db } from '../../db/db.ts'
import type { RoleRow } from '../../db/schema/roles.ts'
import type { Locale } from '../../domain/core.ts'
import { holdersOf, rolesAdmin } from '../../domain/admin/roles.ts'
import type { Schemas } from '../../present/types.ts'
import type { AdminResource } from './resource.ts'

function presentAdminRole(db: Db, row: RoleRow, _locale: Locale): Schemas['AdminRole'] {
  return {
    id: row.id,
    name: row.name,
    title: { ...row.title },
    system: row.system,
    usersCount: holdersOf(db, row.name),
  }
}

export const rolesResource: AdminResource<'/admin/roles', RoleRow> = {
  collection: '/admin/roles',
  entity: rolesAdmin,
  present: presentAdminRole,
  presentListItem: presentAdminRole,
}
