import { describe, expect, it } from 'vitest'
import { freshDb, personaUser } from '../../../testing/backend/fake-db.ts'
import { coreData } from '../core.ts'
import { bannersAdmin } from './banners.ts'
import { deleteRecord, findRecord, listRecords, updateRecord, type AdminListQuery } from './crud.ts'

const both = (ru: string, en: string): string => JSON.stringify({ ru, en })
const query = (overrides: Partial<AdminListQuery> = {}): AdminListQuery => ({
  page: 1,
  perPage: 100,
  filters: {},
  locale: 'en',
  ...overrides,
})
const fields = {
  position: 'middle',
  image: both('https://cdn.example/ru.png', 'https://cdn.example/en.png'),
  link: 'https://partner.example/promo',
}

describe('banners in the admin panel', () => {
  it('puts what is saved into core.banners, for every visitor', async () => {
    const db = await freshDb()
    const admin = personaUser(db, 'admin')
    const created = await bannersAdmin.create({ db, actor: admin }, fields)
    expect(coreData(db, null, 'en').banners.at(-1)).toEqual({
      id: created.id,
      position: 'middle',
      image: { ru: 'https://cdn.example/ru.png', en: 'https://cdn.example/en.png' },
      link: 'https://partner.example/promo',
    })
    await updateRecord(db, bannersAdmin, admin, 1, { ...fields, position: 'sidebar', link: '/shop' })
    expect(coreData(db, null, 'ru').banners.find((row) => row.id === 1)).toMatchObject({
      position: 'sidebar',
      link: '/shop',
      image: { en: 'https://cdn.example/en.png' },
    })
    await deleteRecord(db, bannersAdmin, admin, created.id)
    expect(coreData(db, null, 'en').banners.map((row) => row.id)).not.toContain(created.id)
  })

  it('keeps an image it already has, and checks the position, the images and the link', async () => {
    const db = await freshDb()
    const admin = personaUser(db, 'admin')
    const banner = findRecord(db, bannersAdmin, admin, 2)
    const kept = await updateRecord(db, bannersAdmin, admin, 2, {
      position: 'top',
      image: JSON.stringify({ ru: banner.image.ru, en: 'https://cdn.example/new.png' }),
      link: '/games/cases',
    })
    expect(kept.image).toEqual({ ru: banner.image.ru, en: 'https://cdn.example/new.png' })
    await expect(
      bannersAdmin.create(
        { db, actor: admin },
        { position: 'footer', image: both(banner.image.ru, ''), link: '//evil.example' },
      ),
    ).rejects.toMatchObject({
      fields: {
        position: [{ en: 'Allowed values: top, middle, bottom, sidebar.' }],
        // Another banner's inline image is no upload: only this banner's own may stay.
        'image.ru': [{ en: 'Upload an image or give its address starting with http:// or https://.' }],
        'image.en': [{ en: 'This field is required.' }],
        link: [{ en: 'A site path (e.g. /games/cases) or an address starting with http:// or https://.' }],
      },
    })
  })

  it('filters by position and sorts by id or by where the position is on the page', async () => {
    const db = await freshDb()
    const admin = personaUser(db, 'admin')
    expect(
      listRecords(db, bannersAdmin, admin, query({ filters: { position: 'sidebar' } })).items.map((row) => row.id),
    ).toEqual([5, 6])
    expect(listRecords(db, bannersAdmin, admin, query({ sort: '-id' })).items.map((row) => row.id)).toEqual([
      6, 5, 4, 3, 2, 1,
    ])
    expect(listRecords(db, bannersAdmin, admin, query({ sort: '-position' })).items.map((row) => row.position)).toEqual(
      ['sidebar', 'sidebar', 'bottom', 'middle', 'top', 'top'],
    )
    expect(listRecords(db, bannersAdmin, admin, query({ search: '/ref' })).items.map((row) => row.id)).toEqual([4])
    expect(() => listRecords(db, bannersAdmin, admin, query({ filters: { position: 'left' } }))).toThrowError(
      'invalid: filter.position',
    )
  })
})
