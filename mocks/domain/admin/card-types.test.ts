import { describe, expect, it } from 'vitest'
import { freshDb, personaUser } from '../../../testing/backend/fake-db.ts'
import { cardsAdmin } from './cards.ts'
import { cardTypesAdmin, cardsOfType } from './card-types.ts'
import { deleteRecord, findRecord, listRecords, type AdminListQuery } from './crud.ts'

const both = (ru: string, en: string): string => JSON.stringify({ ru, en })
const query = (overrides: Partial<AdminListQuery> = {}): AdminListQuery => ({
  page: 1,
  perPage: 100,
  filters: {},
  locale: 'en',
  ...overrides,
})

describe('card types in the admin panel', () => {
  it('are seeded in both languages, and every card has one of them or none, from its id', async () => {
    const db = await freshDb()
    expect(db.cardTypes.all().map((row) => row.slug)).toEqual([
      'case-site',
      'roulette',
      'trade-bot',
      'marketplace',
      'bonus-site',
    ])
    expect(db.cardTypes.findFirst((q) => q.where({ slug: 'trade-bot' }))?.name).toEqual({
      ru: 'Трейд-бот',
      en: 'Trade bot',
    })
    const cards = db.cards.all()
    expect(cards.filter((card) => card.typeId === null).map((card) => card.id)).toEqual(
      cards.filter((card) => card.id % 6 === 0).map((card) => card.id),
    )
    expect(cards.find((card) => card.id === 7)?.typeId).toBe(2)
    expect(db.cardTypes.all().every((type) => cardsOfType(db, type.id) > 0)).toBe(true)
  })

  it('creates and renames types with unique slugs, and a card can take the new type', async () => {
    const db = await freshDb()
    const context = { db, actor: personaUser(db, 'admin') }
    const created = await cardTypesAdmin.create(context, {
      slug: 'skin-exchange',
      name: both('Обменник', 'Skin exchange'),
    })
    expect(created).toMatchObject({ id: 6, slug: 'skin-exchange' })
    await expect(
      cardTypesAdmin.create(context, { slug: 'roulette', name: both('Рулетка', 'Roulette') }),
    ).rejects.toMatchObject({ fields: { slug: [{ en: 'This slug is already taken.' }] } })
    await expect(
      cardTypesAdmin.update(context, created, { slug: 'skin-exchange', name: '{"ru":"Обменник"}' }),
    ).rejects.toMatchObject({ fields: { 'name.en': [{ en: 'This field is required.' }] } })
    const card = db.cards.all()[0]
    if (!card) throw new Error('cards are seeded')
    await db.cards.update((q) => q.where({ id: card.id }), {
      strict: true,
      data(draft) {
        draft.typeId = created.id
      },
    })
    expect(cardsOfType(db, created.id)).toBe(1)
    expect(
      listRecords(db, cardsAdmin, context.actor, query({ filters: { type: String(created.id) } })).items.map(
        (row) => row.id,
      ),
    ).toEqual([card.id])
  })

  it('sorts by name or card count, and stays while cards use it', async () => {
    const db = await freshDb()
    const admin = personaUser(db, 'admin')
    expect(listRecords(db, cardTypesAdmin, admin, query()).items.map((row) => row.name.en)).toEqual([
      'Bonus site',
      'Case site',
      'Marketplace',
      'Roulette',
      'Trade bot',
    ])
    const counts = listRecords(db, cardTypesAdmin, admin, query({ sort: '-cardsCount' })).items.map((row) =>
      cardsOfType(db, row.id),
    )
    expect(counts).toEqual([...counts].sort((x, y) => y - x))
    expect(listRecords(db, cardTypesAdmin, admin, query({ search: 'МАРКЕТ' })).items.map((row) => row.slug)).toEqual([
      'marketplace',
    ])
    const roulette = findRecord(db, cardTypesAdmin, admin, 2)
    const count = cardsOfType(db, roulette.id)
    await expect(deleteRecord(db, cardTypesAdmin, admin, roulette.id)).rejects.toThrowError(
      `It cannot be deleted while these use it: ${count} cards.`,
    )
    await expect(deleteRecord(db, cardTypesAdmin, admin, roulette.id)).rejects.toMatchObject({
      text: { ru: `Удалить нельзя, пока с записью связаны: ${count} карточек.` },
    })
    const unused = await cardTypesAdmin.create({ db, actor: admin }, { slug: 'unused', name: both('Пусто', 'Unused') })
    await deleteRecord(db, cardTypesAdmin, admin, unused.id)
    expect(db.cardTypes.count()).toBe(5)
  })
})
