import { AdminCategoryInput } from '../../../src/api/field-rules.gen.ts'
import type { Db } from '../../db/db.ts'
import { nextId } from '../../db/db.ts'
import type { CategoryRow } from '../../db/schema/categories.ts'
import { byLocalized, byNumber, isTaken, type AdminEntity } from './entity.ts'
import { InputReader, type Fields } from './input.ts'
import { adminMessages as a, cardsCount, countOf } from './messages.ts'

type CategoryInput = Omit<CategoryRow, 'id'>

export function cardsInCategory(db: Db, categoryId: number): number {
  return db.cards.findMany((q) => q.where({ categoryId })).length
}

export function subcategoriesInCategory(db: Db, categoryId: number): number {
  return db.subcategories.findMany((q) => q.where({ categoryId })).length
}

function readCategory(db: Db, fields: Fields, existing?: CategoryRow): CategoryInput {
  const r = new InputReader(fields)
  const input: CategoryInput = {
    slug: r.slug('slug', AdminCategoryInput.slug),
    name: r.localized('name', { maxLength: 100 }),
    image: r.image('image', existing?.image),
    showAlert: r.boolean('showAlert'),
    seoTitle: r.localizedNullable('seoTitle', { maxLength: 200 }),
    seoDescription: r.localizedNullable('seoDescription', { maxLength: 500 }),
    position: r.integer('position', AdminCategoryInput.position),
  }
  if (!r.failed('slug') && isTaken(db.categories.all(), (row) => row.slug, input.slug, existing?.id))
    r.fail('slug', a.slugTaken)
  r.done()
  return input
}

/** Categories of cards: `/{slug}` and the sidebar. One with cards or subcategories stays. */
export const categoriesAdmin: AdminEntity<CategoryRow> = {
  section: 'categories',
  rows: (db) => db.categories.all(),
  searchText: (row) => [row.slug, row.name.ru, row.name.en],
  filters: {},
  sorts: {
    position: byNumber((row) => row.position),
    name: byLocalized((row) => row.name),
    cardsCount: byNumber((row, db) => cardsInCategory(db, row.id)),
  },
  defaultSort: 'position',
  async create({ db }, fields) {
    const input = readCategory(db, fields)
    return db.categories.create({ id: nextId(db.categories.all()), ...input })
  },
  async update({ db }, row, fields) {
    const input = readCategory(db, fields, row)
    return db.categories.update((q) => q.where({ id: row.id }), {
      strict: true,
      data(draft) {
        Object.assign(draft, input)
      },
    })
  },
  usedBy(db, row) {
    const cards = cardsInCategory(db, row.id)
    const subcategories = subcategoriesInCategory(db, row.id)
    return [
      ...(cards > 0 ? [cardsCount(cards)] : []),
      ...(subcategories > 0
        ? [countOf(subcategories, ['подкатегория', 'подкатегории', 'подкатегорий'], ['subcategory', 'subcategories'])]
        : []),
    ]
  },
  remove({ db }, row) {
    db.categories.delete((q) => q.where({ id: row.id }))
  },
}
