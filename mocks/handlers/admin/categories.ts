import type { Db } from '../../db/db.ts'
import type { CategoryRow } from '../../db/schema/categories.ts'
import { categoriesAdmin, cardsInCategory, subcategoriesInCategory } from '../../domain/admin/categories.ts'
import type { Locale } from '../../domain/core.ts'
import type { Schemas } from '../../present/types.ts'
import type { AdminResource } from './resource.ts'

function presentAdminCategory(db: Db, row: CategoryRow, _locale: Locale): Schemas['AdminCategory'] {
  return {
    id: row.id,
    slug: row.slug,
    name: { ...row.name },
    image: row.image,
    showAlert: row.showAlert,
    seoTitle: { ...row.seoTitle },
    seoDescription: { ...row.seoDescription },
    position: row.position,
    cardsCount: cardsInCategory(db, row.id),
    subcategoriesCount: subcategoriesInCategory(db, row.id),
  }
}

export const categoriesResource: AdminResource<'/admin/categories', CategoryRow> = {
  collection: '/admin/categories',
  entity: categoriesAdmin,
  present: presentAdminCategory,
  presentListItem: presentAdminCategory,
}
