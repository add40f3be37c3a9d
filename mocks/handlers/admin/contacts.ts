import type { Db } from '../../db/db.ts'
import type { ContactRow } from '../../db/schema/contacts.ts'
import { contactsAdmin } from '../../domain/admin/contacts.ts'
import type { Schemas } from '../../present/types.ts'
import type { AdminResource } from './resource.ts'

function presentAdminContact(_db: Db, row: ContactRow): Schemas['AdminContact'] {
  return {
    id: row.id,
    name: { ...row.name },
    content: row.content,
    contentLabel: { ...row.contentLabel },
    position: row.position,
  }
}

export const contactsResource: AdminResource<'/admin/contacts', ContactRow> = {
  collection: '/admin/contacts',
  entity: contactsAdmin,
  present: presentAdminContact,
  presentListItem: presentAdminContact,
}
