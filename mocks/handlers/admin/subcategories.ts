import type { Db } from '../../db/db.ts'
import type { SubcategoryRow } from '../../db/schema/subcategories.ts'
import { cardsInSubcategory, subcategoriesAdmin } from '../../domain/admin/subcategories.ts'
import type { Locale } from '../../domain/core.ts'
import type { Schemas } from '../../present/types.ts'
import type { AdminResource } from './resource.ts'

function presentAdminSubcategory(db: Db, row: SubcategoryRow, locale: Locale): Schemas['AdminSubcategory'] {
  const category = db.categories.findFirst((q) => q.where({ id: row.categoryId }))
  if (!category) throw new Error(`subcategory ${row.id} has no category`)
  return {
    id: row.id,
    categoryId: row.categoryId,
    categoryName: category.name[locale],
    slug: row.slug,
    name: { ...row.name },
    buttonText: { ...row.buttonText },
    seoTitle: { ...row.seoTitle },
    seoDescription: { ...row.seoDescription },
    position: row.position,
    cardsCount: cardsInSubcategory(db, row.id),
  }
}

export const subcategoriesResource: AdminResource<'/admin/subcategories', SubcategoryRow> = {
  collection: '/admin/subcategories',
  entity: subcategoriesAdmin,
  present: presentAdminSubcategory,
  presentListItem: presentAdminSubcategory,
}
