import { AdminCardTypeInput } from '../../../src/api/field-rules.gen.ts'
import type { Db } from '../../db/db.ts'
import { nextId } from '../../db/db.ts'
import type { CardTypeRow } from '../../db/schema/card-types.ts'
import { byLocalized, byNumber, isTaken, type AdminEntity } from './entity.ts'
import { InputReader, type Fields } from './input.ts'
import { adminMessages as a, cardsCount } from './messages.ts'

type CardTypeInput = Omit<CardTypeRow, 'id'>

export function cardsOfType(db: Db, typeId: number): number {
  return db.cards.findMany((q) => q.where({ typeId })).length
}

function readCardType(db: Db, fields: Fields, existing?: CardTypeRow): CardTypeInput {
  const r = new InputReader(fields)
  const input: CardTypeInput = {
    slug: r.slug('slug', AdminCardTypeInput.slug),
    name: r.localized('name', { maxLength: 100 }),
  }
  if (!r.failed('slug') && isTaken(db.cardTypes.all(), (row) => row.slug, input.slug, existing?.id))
    r.fail('slug', a.slugTaken)
  r.done()
  return input
}

/** Kinds of sites a card can be (case site, roulette, trade bot…). One that cards use stays. */
export const cardTypesAdmin: AdminEntity<CardTypeRow> = {
  section: 'card-types',
  rows: (db) => db.cardTypes.all(),
  searchText: (row) => [row.slug, row.name.ru, row.name.en],
  filters: {},
  sorts: {
    name: byLocalized((row) => row.name),
    cardsCount: byNumber((row, db) => cardsOfType(db, row.id)),
  },
  defaultSort: 'name',
  async create({ db }, fields) {
    const input = readCardType(db, fields)
    return db.cardTypes.create({ id: nextId(db.cardTypes.all()), ...input })
  },
  async update({ db }, row, fields) {
    const input = readCardType(db, fields, row)
    return db.cardTypes.update((q) => q.where({ id: row.id }), {
      strict: true,
      data(draft) {
        Object.assign(draft, input)
      },
    })
  },
  usedBy(db, row) {
    const cards = cardsOfType(db, row.id)
    return cards > 0 ? [cardsCount(cards)] : []
  },
  remove({ db }, row) {
    db.cardTypes.delete((q) => q.where({ id: row.id }))
  },
}
