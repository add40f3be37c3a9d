import { AdminCardInput, AdminCardPromocodeInput } from '../../../src/api/field-rules.gen.ts'
import type { Db } from '../../db/db.ts'
import { nextId } from '../../db/db.ts'
import type { CardPromocodeRow } from '../../db/schema/card-promocodes.ts'
import type { CardRow } from '../../db/schema/cards.ts'
import type { Localized } from '../../db/schema/fragments.ts'
import { clock } from '../../clock.ts'
import { promocodesOf } from '../cards.ts'
import { ratingOf } from '../comments.ts'
import { byLocalized, byNumber, isTaken, type AdminEntity } from './entity.ts'
import { withLocalizedHeadingIds } from '../headings.ts'
import { InputReader, type Fields } from './input.ts'
import { adminMessages as a } from './messages.ts'

/** What the panel edits; the rating (from comments) and the creation date are the server's. */
type CardInput = Omit<CardRow, 'id' | 'createdAtMs'>

/** A promocode of the card to save: with `id` one of the card's codes, without a new one. */
interface CardPromocodeInput extends Omit<CardPromocodeRow, 'id' | 'cardId'> {
  id: number | null
}

const MAX_BADGES = 20

const messages = {
  noSuchCategory: { ru: 'Такой категории нет.', en: 'There is no such category.' },
  subcategoryElsewhere: {
    ru: 'Эта подкатегория не из выбранной категории.',
    en: 'This subcategory is not in the chosen category.',
  },
  noSuchType: { ru: 'Такого типа карточек нет.', en: 'There is no such card type.' },
  noSuchBadges: (ids: readonly number[]): Localized => ({
    ru: `Таких бейджей нет: ${ids.join(', ')}.`,
    en: `There are no such badges: ${ids.join(', ')}.`,
  }),
  notThisCardsCode: { ru: 'У этой карточки нет промокода с таким id.', en: 'This card has no promocode with this id.' },
  codeListedTwice: { ru: 'Этот промокод уже есть в списке выше.', en: 'This promocode is already in the list above.' },
} as const

function readPromocode(item: InputReader): CardPromocodeInput {
  return {
    id: item.optionalInteger('id', AdminCardPromocodeInput.id),
    title: item.localized('title', { maxLength: 100 }),
    description: item.localized('description', { maxLength: 500 }),
    code: item.text('code', AdminCardPromocodeInput.code),
    validUntilMs: item.optionalDate('validUntil'),
    hideLinkRu: item.boolean('hideLinkRu'),
  }
}

function readCard(db: Db, fields: Fields, existing?: CardRow): { card: CardInput; promocodes: CardPromocodeInput[] } {
  const r = new InputReader(fields)
  const card: CardInput = {
    slug: r.slug('slug', AdminCardInput.slug),
    categoryId: r.integer('categoryId', AdminCardInput.categoryId),
    subcategoryId: r.optionalInteger('subcategoryId', AdminCardInput.subcategoryId),
    typeId: r.optionalInteger('typeId', AdminCardInput.typeId),
    preview: r.image('preview', existing?.preview),
    title: r.localized('title', { maxLength: 100 }),
    fullTitle: r.localized('fullTitle', { maxLength: 200 }),
    description: r.localized('description', { maxLength: 500 }),
    // The card page's table of contents lists the headings that have ids: every one gets one.
    text: withLocalizedHeadingIds(r.localized('text', { maxLength: 100_000 })),
    instruction: r.localized('instruction', { maxLength: 20_000 }),
    buttonText: r.localized('buttonText', { maxLength: 50 }),
    link: r.url('link'),
    reward: r.localized('reward', { maxLength: 100 }),
    promocode: r.optionalText('promocode', { maxLength: 64 }),
    badgeIds: r.ids('badgeIds', { maxItems: MAX_BADGES }).sort((x, y) => x - y),
    hideRuLink: r.boolean('hideRuLink'),
    top: r.boolean('top'),
    position: r.integer('position', AdminCardInput.position),
    showAlert: r.boolean('showAlert'),
    seoTitle: r.localizedNullable('seoTitle', { maxLength: 200 }),
    seoDescription: r.localizedNullable('seoDescription', { maxLength: 500 }),
  }
  const promocodes = r.list('promocodes', AdminCardInput.promocodes, readPromocode)

  if (!r.failed('slug') && isTaken(db.cards.all(), (row) => row.slug, card.slug, existing?.id))
    r.fail('slug', a.slugTaken)
  const category = r.failed('categoryId') ? undefined : db.categories.findFirst((q) => q.where({ id: card.categoryId }))
  if (!r.failed('categoryId') && !category) r.fail('categoryId', messages.noSuchCategory)
  if (card.subcategoryId !== null && !r.failed('subcategoryId')) {
    const subcategory = db.subcategories.findFirst((q) => q.where({ id: card.subcategoryId ?? 0 }))
    if (!subcategory) r.fail('subcategoryId', a.unknownId)
    // Against an unknown category nothing fits; that field already says why.
    else if (category && subcategory.categoryId !== category.id) r.fail('subcategoryId', messages.subcategoryElsewhere)
  }
  if (card.typeId !== null && !r.failed('typeId') && !db.cardTypes.findFirst((q) => q.where({ id: card.typeId ?? 0 })))
    r.fail('typeId', messages.noSuchType)
  if (!r.failed('badgeIds')) {
    const missing = card.badgeIds.filter((id) => !db.badges.findFirst((q) => q.where({ id })))
    if (missing.length > 0) r.fail('badgeIds', messages.noSuchBadges(missing))
  }

  const own = new Set(existing ? promocodesOf(db, existing).map((code) => code.id) : [])
  const seenIds = new Set<number>()
  const seenCodes = new Set<string>()
  for (const [index, promocode] of promocodes.entries()) {
    if (promocode.id !== null && !r.failed(`promocodes.${index}.id`)) {
      // Another card's code (or a made-up id) is not this card's to change.
      if (!own.has(promocode.id)) r.fail(`promocodes.${index}.id`, messages.notThisCardsCode)
      else if (seenIds.has(promocode.id)) r.fail(`promocodes.${index}.id`, messages.codeListedTwice)
      seenIds.add(promocode.id)
    }
    const code = promocode.code.toLowerCase()
    if (code !== '' && !r.failed(`promocodes.${index}.code`)) {
      if (seenCodes.has(code)) r.fail(`promocodes.${index}.code`, messages.codeListedTwice)
      seenCodes.add(code)
    }
  }
  r.done()
  return { card, promocodes }
}

/** Makes the card's promocodes what the form sent: listed ids updated, new ones added, the rest removed. */
async function savePromocodes(db: Db, cardId: number, promocodes: readonly CardPromocodeInput[]): Promise<void> {
  const kept = new Set(promocodes.flatMap((promocode) => (promocode.id === null ? [] : [promocode.id])))
  db.cardPromocodes.deleteMany((q) => q.where({ cardId, id: (id) => !kept.has(id) }))
  for (const { id, ...fields } of promocodes) {
    if (id === null) {
      await db.cardPromocodes.create({ id: nextId(db.cardPromocodes.all()), cardId, ...fields })
    } else {
      await db.cardPromocodes.update((q) => q.where({ id, cardId }), {
        strict: true,
        data(draft) {
          Object.assign(draft, fields)
        },
      })
    }
  }
}

/**
 * Cards: the sites with freebies, on their category page, `/cards/{slug}`, in `cards` and in
 * search, with their promocodes (saved with the card). Nothing depends on a card; its
 * promocodes and comments go with it.
 */
export const cardsAdmin: AdminEntity<CardRow> = {
  section: 'cards',
  rows: (db) => db.cards.all(),
  searchText: (row, db) => [
    row.slug,
    row.title.ru,
    row.title.en,
    ...(row.promocode === null ? [] : [row.promocode]),
    ...promocodesOf(db, row).map((promocode) => promocode.code),
  ],
  filters: {
    category: { type: 'id', matches: (row, value) => row.categoryId === value },
    subcategory: { type: 'id', matches: (row, value) => row.subcategoryId === value },
    type: { type: 'id', matches: (row, value) => row.typeId === value },
    badge: { type: 'id', matches: (row, value) => typeof value === 'number' && row.badgeIds.includes(value) },
    top: { type: 'boolean', matches: (row, value) => row.top === value },
  },
  sorts: {
    position: byNumber((row) => row.position),
    title: byLocalized((row) => row.title),
    createdAt: byNumber((row) => row.createdAtMs),
    rating: byNumber((row, db) => ratingOf(db, 'card', row.id)),
  },
  defaultSort: 'position',
  async create({ db }, fields) {
    const { card, promocodes } = readCard(db, fields)
    const row = await db.cards.create({ id: nextId(db.cards.all()), ...card, createdAtMs: clock.now() })
    await savePromocodes(db, row.id, promocodes)
    return row
  },
  async update({ db }, row, fields) {
    const { card, promocodes } = readCard(db, fields, row)
    const updated = await db.cards.update((q) => q.where({ id: row.id }), {
      strict: true,
      data(draft) {
        Object.assign(draft, card)
      },
    })
    await savePromocodes(db, row.id, promocodes)
    return updated
  },
  usedBy: () => [],
  remove({ db }, row) {
    db.cardPromocodes.deleteMany((q) => q.where({ cardId: row.id }))
    db.comments.deleteMany((q) => q.where({ target: 'card', targetId: row.id }))
    db.cards.delete((q) => q.where({ id: row.id }))
  },
}
