import type { Db } from '../../db/db.ts'
import type { CardTypeRow } from '../../db/schema/card-types.ts'
import { cardsOfType, cardTypesAdmin } from '../../domain/admin/card-types.ts'
import type { Schemas } from '../../present/types.ts'
import type { AdminResource } from './resource.ts'

function presentAdminCardType(db: Db, row: CardTypeRow): Schemas['AdminCardType'] {
  return { id: row.id, slug: row.slug, name: { ...row.name }, cardsCount: cardsOfType(db, row.id) }
}

export const cardTypesResource: AdminResource<'/admin/card-types', CardTypeRow> = {
  collection: '/admin/card-types',
  entity: cardTypesAdmin,
  present: presentAdminCardType,
  presentListItem: presentAdminCardType,
}
