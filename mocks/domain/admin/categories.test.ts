import { describe, expect, it } from 'vitest'
import { freshDb, personaUser } from '../../testing.ts'
import { listCards } from '../cards.ts'
import { categoryBySlug } from '../categories.ts'
import { categoriesAdmin } from './categories.ts'

const fields = { slug: 'new-games', name: JSON.stringify({ ru: 'Новые игры', en: 'New games' }), image: 'https://cdn.example/n.png', showAlert: 'true', position: '3' }

describe('categories in the admin panel', () => {
  it('creates a category that the public API finds by its slug, in both languages', async () => {
    const db = await freshDb()
    const row = await categoriesAdmin.create({ db, actor: personaUser(db, 'admin') }, { ...fields, seoTitle: JSON.stringify({ ru: 'Игры', en: '' }) })
    expect(categoryBySlug(db, 'new-games')).toMatchObject({ id: row.id, name: { ru: 'Новые игры', en: 'New games' }, showAlert: true, seoTitle: { ru: 'Игры', en: null } })
    expect(listCards(db, { category: 'new-games', locale: 'en', page: 1 }).total).toBe(0)
  })

  it('keeps slugs unique, whatever their case, but lets a category keep its own', async () => {
    const db = await freshDb()
    const context = { db, actor: personaUser(db, 'admin') }
    await expect(categoriesAdmin.create(context, { ...fields, slug: 'cs2-cases' })).rejects.toMatchObject({ kind: 'invalid', fields: { slug: [{ en: 'This slug is already taken.' }] } })
    const existing = categoryBySlug(db, 'cs2-cases')
    const updated = await categoriesAdmin.update(context, existing, { ...fields, slug: 'cs2-cases', image: existing.image })
    expect(updated).toMatchObject({ slug: 'cs2-cases', image: existing.image, name: { en: 'New games' } })
  })

  it('names the cards and subcategories that keep a category from being deleted', async () => {
    const db = await freshDb()
    const uses = categoriesAdmin.usedBy(db, categoryBySlug(db, 'cs2-cases')).map((use) => use.ru)
    expect(uses).toEqual([expect.stringMatching(/^\d+ карточ/), '3 подкатегории'])
  })
})
