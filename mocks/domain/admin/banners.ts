import { AdminBannerInput } from '../../../src/api/field-rules.gen.ts'
import { nextId } from '../../db/db.ts'
import { bannerPositions, type BannerRow } from '../../db/schema/banners.ts'
import { byNumber, type AdminEntity } from './entity.ts'
import { InputReader, type Fields } from './input.ts'

type BannerInput = Omit<BannerRow, 'id'>

function readBanner(fields: Fields, existing?: BannerRow): BannerInput {
  const r = new InputReader(fields)
  const input: BannerInput = {
    position: r.oneOf('position', AdminBannerInput.position.enum),
    image: r.localizedImage('image', existing?.image),
    link: r.link('link'),
  }
  r.done()
  return input
}

/** Banners of the home page and the sidebar (`core.banners`); nothing depends on one. */
export const bannersAdmin: AdminEntity<BannerRow> = {
  section: 'banners',
  rows: (db) => db.banners.all(),
  searchText: (row) => [row.link, row.position],
  filters: {
    position: { type: bannerPositions, matches: (row, value) => row.position === value },
  },
  sorts: {
    id: byNumber((row) => row.id),
    // In the order the places appear on the page, not alphabetically.
    position: byNumber((row) => bannerPositions.indexOf(row.position)),
  },
  defaultSort: 'id',
  async create({ db }, fields) {
    const input = readBanner(fields)
    return db.banners.create({ id: nextId(db.banners.all()), ...input })
  },
  async update({ db }, row, fields) {
    const input = readBanner(fields, row)
    return db.banners.update((q) => q.where({ id: row.id }), {
      strict: true,
      data(draft) {
        Object.assign(draft, input)
      },
    })
  },
  usedBy: () => [],
  remove({ db }, row) {
    db.banners.delete((q) => q.where({ id: row.id }))
  },
}
