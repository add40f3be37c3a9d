import { describe, expect, it } from 'vitest'
import { DomainError } from '../errors.ts'
import { freshDb, personaUser } from '../../../testing/backend/fake-db.ts'
import { categoriesAdmin } from './categories.ts'
import { createRecord, deleteRecord, findRecord, listRecords, updateRecord, type AdminListQuery } from './crud.ts'

const query = (overrides: Partial<AdminListQuery> = {}): AdminListQuery => ({
  page: 1,
  perPage: 20,
  filters: {},
  locale: 'en',
  ...overrides,
})

describe('the generic admin layer', () => {
  it('searches in both languages, sorts either way and pages', async () => {
    const db = await freshDb()
    const admin = personaUser(db, 'admin')
    const all = listRecords(db, categoriesAdmin, admin, query())
    expect(all.items.map((row) => row.position)).toEqual(
      [...all.items.map((row) => row.position)].sort((a, b) => a - b),
    )
    const byRussian = listRecords(db, categoriesAdmin, admin, query({ search: 'КЕЙСЫ' }))
    expect(byRussian.items.map((row) => row.slug)).toContain('cs2-cases')
    const descending = listRecords(db, categoriesAdmin, admin, query({ sort: '-cardsCount' }))
    expect(descending.items[0]?.slug).toBe('cs2-cases')
    const paged = listRecords(db, categoriesAdmin, admin, query({ perPage: 2, page: 2 }))
    expect(paged).toMatchObject({ currentPage: 2, total: all.total, lastPage: Math.ceil(all.total / 2) })
    expect(paged.items).toEqual(all.items.slice(2, 4))
  })

  it('refuses unknown sorts and filters with field errors', async () => {
    const db = await freshDb()
    const admin = personaUser(db, 'admin')
    let refusal: unknown
    try {
      listRecords(db, categoriesAdmin, admin, query({ sort: 'secret', filters: { colour: 'red' } }))
    } catch (error) {
      refusal = error
    }
    expect(refusal).toBeInstanceOf(DomainError)
    expect(refusal).toMatchObject({ kind: 'invalid' })
    expect(Object.keys((refusal as DomainError).fields)).toEqual(['filter.colour', 'sort'])
  })

  it('checks the section before anything else, and 404s an unknown id', async () => {
    const db = await freshDb()
    expect(() => listRecords(db, categoriesAdmin, personaUser(db, 'editor'), query())).toThrowError(
      'You may not manage categories.',
    )
    expect(() => findRecord(db, categoriesAdmin, null, 1)).toThrowError('Authorization needed')
    await expect(createRecord(db, categoriesAdmin, personaUser(db, 'regular'), {})).rejects.toMatchObject({
      kind: 'forbidden',
    })
    expect(() => findRecord(db, categoriesAdmin, personaUser(db, 'admin'), 999)).toThrowError(
      'The record was not found.',
    )
  })

  it('refuses to delete what is still used, saying what uses it', async () => {
    const db = await freshDb()
    const admin = personaUser(db, 'admin')
    await expect(deleteRecord(db, categoriesAdmin, admin, 1)).rejects.toThrowError(
      /^It cannot be deleted while these use it: \d+ cards and 3 subcategories\.$/,
    )
    const created = await createRecord(db, categoriesAdmin, admin, {
      slug: 'empty',
      name: JSON.stringify({ ru: 'Пусто', en: 'Empty' }),
      image: 'https://cdn.example/e.png',
      position: '9',
    })
    await updateRecord(db, categoriesAdmin, admin, created.id, {
      slug: 'empty-2',
      name: JSON.stringify({ ru: 'Пусто', en: 'Empty' }),
      image: created.image,
      position: '1',
    })
    expect(findRecord(db, categoriesAdmin, admin, created.id)).toMatchObject({ slug: 'empty-2', position: 1 })
    await deleteRecord(db, categoriesAdmin, admin, created.id)
    expect(() => findRecord(db, categoriesAdmin, admin, created.id)).toThrowError('The record was not found.')
  })
})
