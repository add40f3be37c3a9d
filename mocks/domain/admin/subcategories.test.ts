import { describe, expect, it } from 'vitest'
import { freshDb, personaUser } from '../../../testing/backend/fake-db.ts'
import { categoryBySlug, categoryCards, subcategoriesOf, subcategoryBySlug } from '../categories.ts'
import { categoriesAdmin } from './categories.ts'
import { deleteRecord, listRecords, type AdminListQuery } from './crud.ts'
import { subcategoriesAdmin } from './subcategories.ts'

const both = (ru: string, en: string): string => JSON.stringify({ ru, en })
const query = (overrides: Partial<AdminListQuery> = {}): AdminListQuery => ({
  page: 1,
  perPage: 100,
  filters: {},
  locale: 'en',
  ...overrides,
})
const fields = (categoryId: number, overrides: Record<string, string> = {}) => ({
  categoryId: String(categoryId),
  slug: 'bonus-wheels',
  name: both('Колёса бонусов', 'Bonus wheels'),
  buttonText: both('Колёса', 'Wheels'),
  seoTitle: both('Колёса бонусов', ''),
  position: '5',
  ...overrides,
})

describe('subcategories in the admin panel', () => {
  it('creates a subcategory its category page lists, in both languages', async () => {
    const db = await freshDb()
    const category = categoryBySlug(db, 'cs2-cases')
    const row = await subcategoriesAdmin.create({ db, actor: personaUser(db, 'admin') }, fields(category.id))
    expect(row).toMatchObject({
      categoryId: category.id,
      slug: 'bonus-wheels',
      seoTitle: { ru: 'Колёса бонусов', en: null },
      seoDescription: { ru: null, en: null },
    })
    expect(subcategoriesOf(db, category).map((sub) => sub.slug)).toContain('bonus-wheels')
    expect(subcategoryBySlug(db, category, 'bonus-wheels').name).toEqual({ ru: 'Колёса бонусов', en: 'Bonus wheels' })
    expect(categoryCards(db, category, { subcategory: 'bonus-wheels', page: 1 }).total).toBe(0)
  })

  it('needs an existing category and a slug unique within it (another category may reuse it)', async () => {
    const db = await freshDb()
    const context = { db, actor: personaUser(db, 'admin') }
    const cs2 = categoryBySlug(db, 'cs2-cases')
    const taken = subcategoriesOf(db, cs2)[0]?.slug ?? ''
    await expect(subcategoriesAdmin.create(context, fields(cs2.id, { slug: taken }))).rejects.toMatchObject({
      fields: { slug: [{ ru: 'В этой категории уже есть подкатегория с таким адресом.' }] },
    })
    await expect(subcategoriesAdmin.create(context, fields(999))).rejects.toMatchObject({
      fields: { categoryId: [{ en: 'There is no such category.' }] },
    })
    await expect(
      subcategoriesAdmin.create(context, fields(cs2.id, { categoryId: 'first', name: both('Имя', '') })),
    ).rejects.toMatchObject({
      fields: {
        categoryId: [{ en: `A whole number from 1 to ${Number.MAX_SAFE_INTEGER}.` }],
        'name.en': [{ en: 'This field is required.' }],
      },
    })
    const other = categoryBySlug(db, 'rust-skins')
    expect(subcategoriesOf(db, other).map((sub) => sub.slug)).not.toContain(taken)
    expect(await subcategoriesAdmin.create(context, fields(other.id, { slug: taken }))).toMatchObject({
      categoryId: other.id,
      slug: taken,
    })
  })

  it('does not move to another category while it has cards, which would leave them behind', async () => {
    const db = await freshDb()
    const context = { db, actor: personaUser(db, 'admin') }
    const cs2 = categoryBySlug(db, 'cs2-cases')
    const withCards = subcategoriesOf(db, cs2).find(
      (sub) => db.cards.findMany((q) => q.where({ subcategoryId: sub.id })).length > 0,
    )
    if (!withCards) throw new Error('the seed has subcategories with cards')
    const count = db.cards.findMany((q) => q.where({ subcategoryId: withCards.id })).length
    const other = categoryBySlug(db, 'rust-skins')
    await expect(
      subcategoriesAdmin.update(context, withCards, fields(other.id, { slug: withCards.slug })),
    ).rejects.toMatchObject({
      fields: {
        categoryId: [{ en: `It cannot move to another category while it has ${count} cards: move them first.` }],
      },
    })
    // Staying in its category, it may change everything else.
    expect(await subcategoriesAdmin.update(context, withCards, fields(cs2.id, { slug: withCards.slug }))).toMatchObject(
      { id: withCards.id, name: { en: 'Bonus wheels' } },
    )
    const empty = await subcategoriesAdmin.create(context, fields(cs2.id))
    expect(await subcategoriesAdmin.update(context, empty, fields(other.id))).toMatchObject({ categoryId: other.id })
  })

  it('filters by category, sorts by position or name and names the cards that keep one from being deleted', async () => {
    const db = await freshDb()
    const admin = personaUser(db, 'admin')
    const cs2 = categoryBySlug(db, 'cs2-cases')
    const listed = listRecords(db, subcategoriesAdmin, admin, query({ filters: { category: String(cs2.id) } })).items
    expect(listed.map((row) => row.id)).toEqual(subcategoriesOf(db, cs2).map((row) => row.id))
    const names = listRecords(db, subcategoriesAdmin, admin, query({ sort: '-name', locale: 'ru' })).items.map(
      (row) => row.name.ru,
    )
    expect(names).toEqual([...names].sort((x, y) => y.localeCompare(x, 'ru')))
    expect(
      listRecords(db, subcategoriesAdmin, admin, query({ search: 'no-deposit' })).items.map((row) => row.slug),
    ).toContain('no-deposit')
    const noDeposit = subcategoryBySlug(db, cs2, 'no-deposit')
    const count = db.cards.findMany((q) => q.where({ subcategoryId: noDeposit.id })).length
    expect(count).toBeGreaterThan(0)
    await expect(deleteRecord(db, subcategoriesAdmin, admin, noDeposit.id)).rejects.toMatchObject({
      kind: 'conflict',
      text: { en: `It cannot be deleted while these use it: ${count} cards.` },
    })
    const empty = await subcategoriesAdmin.create({ db, actor: admin }, fields(cs2.id))
    const before = categoriesAdmin.usedBy(db, cs2).map((use) => use.en)
    expect(before).toContain('4 subcategories')
    await deleteRecord(db, subcategoriesAdmin, admin, empty.id)
    expect(categoriesAdmin.usedBy(db, cs2).map((use) => use.en)).toContain('3 subcategories')
  })
})
