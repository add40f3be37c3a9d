import { AdminBadgeInput } from '../../../src/api/field-rules.gen.ts'
import type { Db } from '../../db/db.ts'
import { nextId } from '../../db/db.ts'
import type { BadgeRow } from '../../db/schema/badges.ts'
import { byLocalized, byNumber, type AdminEntity } from './entity.ts'
import { InputReader, type Fields } from './input.ts'
import { cardsCount } from './messages.ts'

type BadgeInput = Omit<BadgeRow, 'id'>

export function cardsWithBadge(db: Db, badgeId: number): number {
  return db.cards.all().filter((card) => card.badgeIds.includes(badgeId)).length
}

function readBadge(fields: Fields): BadgeInput {
  const r = new InputReader(fields)
  const input: BadgeInput = {
    text: r.localized('text', { maxLength: 50 }),
    color: r.color('color', AdminBadgeInput.color),
  }
  r.done()
  return input
}

/** Badges shown on cards ("New", "Promocode"). One that a card carries stays. */
export const badgesAdmin: AdminEntity<BadgeRow> = {
  section: 'badges',
  rows: (db) => db.badges.all(),
  searchText: (row) => [row.text.ru, row.text.en],
  filters: {},
  sorts: {
    text: byLocalized((row) => row.text),
    cardsCount: byNumber((row, db) => cardsWithBadge(db, row.id)),
  },
  defaultSort: 'text',
  async create({ db }, fields) {
    const input = readBadge(fields)
    return db.badges.create({ id: nextId(db.badges.all()), ...input })
  },
  async update({ db }, row, fields) {
    const input = readBadge(fields)
    return db.badges.update((q) => q.where({ id: row.id }), {
      strict: true,
      data(draft) {
        Object.assign(draft, input)
      },
    })
  },
  usedBy(db, row) {
    const cards = cardsWithBadge(db, row.id)
    return cards > 0 ? [cardsCount(cards)] : []
  },
  remove({ db }, row) {
    db.badges.delete((q) => q.where({ id: row.id }))
  },
}
