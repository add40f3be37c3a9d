import { describe, expect, it } from 'vitest'
import { clock } from '../../clock.ts'
import type { Db } from '../../db/db.ts'
import type { CardRow } from '../../db/schema/cards.ts'
import { presentCard } from '../../present/content.ts'
import { freshDb, personaUser } from '../../../testing/backend/fake-db.ts'
import { cardBySlug, listCards, promocodesOf } from '../cards.ts'
import { categoryBySlug, categoryCards, subcategoryBySlug } from '../categories.ts'
import { addComment, ratingOf } from '../comments.ts'
import { search } from '../search.ts'
import { cardsAdmin } from './cards.ts'
import { deleteRecord, listRecords, updateRecord, type AdminListQuery } from './crud.ts'

const both = (ru: string, en: string): string => JSON.stringify({ ru, en })
const query = (overrides: Partial<AdminListQuery> = {}): AdminListQuery => ({
  page: 1,
  perPage: 100,
  filters: {},
  locale: 'en',
  ...overrides,
})

/** A new card in cs2-cases / no-deposit, as the panel's form sends it. */
function cardFields(db: Db, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const category = categoryBySlug(db, 'cs2-cases')
  return {
    slug: 'zeta-drop',
    categoryId: String(category.id),
    subcategoryId: String(subcategoryBySlug(db, category, 'no-deposit').id),
    typeId: '2',
    preview: 'https://cdn.example/zeta.png',
    title: both('Зета Дроп', 'Zeta Drop'),
    fullTitle: both('Зета Дроп — 5 кейсов', 'Zeta Drop: 5 cases'),
    description: both('Кейсы без депозита.', 'Cases with no deposit.'),
    text: both('<h2 id="about">О сайте</h2>', '<h2 id="about">About</h2>'),
    instruction: both('<ol><li>Войдите.</li></ol>', '<ol><li>Sign in.</li></ol>'),
    buttonText: both('Забрать', 'Claim'),
    link: 'https://zeta.example/?ref=freeskins',
    reward: both('5 кейсов', '5 cases'),
    promocode: 'ZETA5',
    badgeIds: '[4, 1]',
    hideRuLink: 'false',
    top: 'true',
    position: '0',
    showAlert: 'false',
    seoTitle: both('', ''),
    seoDescription: both('', ''),
    promocodes: JSON.stringify([
      {
        title: { ru: 'Бонус', en: 'Bonus' },
        description: { ru: 'При пополнении', en: 'On top-up' },
        code: 'ZETA5',
        validUntil: '2025-07-01T00:00:00Z',
        hideLinkRu: false,
      },
      {
        title: { ru: 'Кейс', en: 'Case' },
        description: { ru: 'Бесплатный кейс', en: 'A free case' },
        code: 'ZETACASE',
        validUntil: null,
        hideLinkRu: true,
      },
    ]),
    ...overrides,
  }
}

function cardWithCodes(db: Db, atLeast: number): CardRow {
  const card = db.cards.all().find((row) => promocodesOf(db, row).length >= atLeast)
  if (!card) throw new Error(`the seed has a card with ${atLeast} promocodes`)
  return card
}

describe('cards in the admin panel', () => {
  it('creates a card visitors find on its category page, in cards and in search, in both languages', async () => {
    const db = await freshDb()
    const row = await cardsAdmin.create({ db, actor: personaUser(db, 'admin') }, cardFields(db))
    expect(row).toMatchObject({ slug: 'zeta-drop', typeId: 2, badgeIds: [1, 4], top: true, createdAtMs: clock.now() })
    const category = categoryBySlug(db, 'cs2-cases')
    expect(categoryCards(db, category, { page: 1 }).items.map((card) => card.slug)).toContain('zeta-drop')
    expect(
      categoryCards(db, category, { subcategory: 'no-deposit', page: 1 }).items.map((card) => card.slug),
    ).toContain('zeta-drop')
    for (const locale of ['ru', 'en'] as const) {
      const title = locale === 'ru' ? 'зета' : 'zeta'
      expect(
        listCards(db, { category: 'cs2-cases', search: title, locale, page: 1 }).items.map((card) => card.slug),
      ).toEqual(['zeta-drop'])
      expect(search(db, { text: title, type: 'cards', locale, page: 1 }).items.map((hit) => hit.slug)).toEqual([
        'zeta-drop',
      ])
    }
    const page = presentCard(db, cardBySlug(db, 'zeta-drop'), 'en')
    expect(page).toMatchObject({
      title: 'Zeta Drop',
      promocode: 'ZETA5',
      badges: [
        { id: 1, text: 'New' },
        { id: 4, text: 'Promocode' },
      ],
    })
    expect(page.promocodes).toEqual([
      expect.objectContaining({
        code: 'ZETA5',
        title: 'Bonus',
        validUntil: '2025-07-01T00:00:00.000Z',
        hideLinkRu: false,
      }),
      expect.objectContaining({ code: 'ZETACASE', validUntil: null, hideLinkRu: true }),
    ])
  })

  it("gives the text's headings ids, so the card page's contents list them", async () => {
    const db = await freshDb()
    await cardsAdmin.create(
      { db, actor: personaUser(db, 'admin') },
      cardFields(db, { text: both('<h2 id="about">О сайте</h2><h3>Как получить</h3>', '<h2>How to claim</h2>') }),
    )
    expect(presentCard(db, cardBySlug(db, 'zeta-drop'), 'ru').textHeadings).toEqual([
      { id: 'about', level: 2, text: 'О сайте' },
      { id: 'kak-poluchit', level: 3, text: 'Как получить' },
    ])
    expect(presentCard(db, cardBySlug(db, 'zeta-drop'), 'en').textHeadings).toEqual([
      { id: 'how-to-claim', level: 2, text: 'How to claim' },
    ])
  })

  it('checks the category, the subcategory in it, the type, the badges, the link and the slug', async () => {
    const db = await freshDb()
    const context = { db, actor: personaUser(db, 'admin') }
    const otherSubcategory = subcategoryBySlug(
      db,
      categoryBySlug(db, 'rust-skins'),
      db.subcategories.findFirst((q) => q.where({ categoryId: categoryBySlug(db, 'rust-skins').id }))?.slug ?? '',
    )
    await expect(
      cardsAdmin.create(
        context,
        cardFields(db, {
          slug: db.cards.all()[0]?.slug,
          subcategoryId: String(otherSubcategory.id),
          typeId: '99',
          badgeIds: '[1, 77, 78]',
          link: '/cards/x',
        }),
      ),
    ).rejects.toMatchObject({
      kind: 'invalid',
      fields: {
        slug: [{ en: 'This slug is already taken.' }],
        subcategoryId: [{ en: 'This subcategory is not in the chosen category.' }],
        typeId: [{ en: 'There is no such card type.' }],
        badgeIds: [{ ru: 'Таких бейджей нет: 77, 78.' }],
        link: [{ en: 'The address must start with http:// or https://.' }],
      },
    })
    await expect(
      cardsAdmin.create(context, cardFields(db, { categoryId: '999', subcategoryId: '999' })),
    ).rejects.toMatchObject({
      fields: {
        categoryId: [{ en: 'There is no such category.' }],
        subcategoryId: [{ en: 'There is no such record.' }],
      },
    })
    // Without a subcategory or a type is fine.
    const bare = await cardsAdmin.create(
      context,
      cardFields(db, { subcategoryId: '', typeId: undefined, badgeIds: '', promocodes: '' }),
    )
    expect(bare).toMatchObject({ subcategoryId: null, typeId: null, badgeIds: [] })
    expect(promocodesOf(db, bare)).toEqual([])
  })

  it('names the nested promocode fields that are wrong', async () => {
    const db = await freshDb()
    const context = { db, actor: personaUser(db, 'admin') }
    const promocodes = JSON.stringify([
      {
        title: { ru: '', en: 'A' },
        description: { ru: 'a', en: 'a' },
        code: 'ONE',
        validUntil: 'next week',
        hideLinkRu: false,
      },
      {
        id: 1,
        title: { ru: 'b', en: 'b' },
        description: { ru: 'b', en: 'b' },
        code: 'one',
        validUntil: null,
        hideLinkRu: 'sometimes',
      },
      { title: { ru: 'c', en: 'c' }, description: { ru: 'c', en: 'c' }, code: '', validUntil: null, hideLinkRu: false },
    ])
    await expect(cardsAdmin.create(context, cardFields(db, { promocodes }))).rejects.toMatchObject({
      fields: {
        'promocodes.0.title.ru': [{ en: 'This field is required.' }],
        'promocodes.0.validUntil': [{ en: 'A date and time in ISO 8601 format.' }],
        'promocodes.1.hideLinkRu': [{ en: 'Answer yes or no.' }],
        // A new card has no codes yet: any id is someone else's.
        'promocodes.1.id': [{ en: 'This card has no promocode with this id.' }],
        'promocodes.1.code': [{ en: 'This promocode is already in the list above.' }],
        'promocodes.2.code': [{ en: 'This field is required.' }],
      },
    })
    const tooMany = JSON.stringify(
      Array.from({ length: 21 }, (_, index) => ({
        title: { ru: 'a', en: 'a' },
        description: { ru: 'a', en: 'a' },
        code: `C${index}`,
        validUntil: null,
        hideLinkRu: false,
      })),
    )
    await expect(cardsAdmin.create(context, cardFields(db, { promocodes: tooMany }))).rejects.toMatchObject({
      fields: { promocodes: [{ en: 'From 0 to 20 items.' }] },
    })
  })

  it("updates listed codes, adds new ones and removes the rest, but never touches another card's", async () => {
    const db = await freshDb()
    const context = { db, actor: personaUser(db, 'admin') }
    const card = cardWithCodes(db, 2)
    const [kept, dropped] = promocodesOf(db, card)
    const other = db.cards.all().find((row) => row.id !== card.id && promocodesOf(db, row).length > 0)
    const foreign = other ? promocodesOf(db, other)[0] : undefined
    if (!kept || !dropped || !other || !foreign) throw new Error('the seed has cards with codes')
    const item = (id: number | undefined, code: string) => ({
      ...(id === undefined ? {} : { id }),
      title: { ru: 'Т', en: 'T' },
      description: { ru: 'О', en: 'D' },
      code,
      validUntil: null,
      hideLinkRu: false,
    })

    await expect(
      cardsAdmin.update(
        context,
        card,
        cardFields(db, {
          slug: card.slug,
          promocodes: JSON.stringify([item(kept.id, 'KEPT'), item(foreign.id, 'STOLEN')]),
        }),
      ),
    ).rejects.toMatchObject({
      fields: { 'promocodes.1.id': [{ ru: 'У этой карточки нет промокода с таким id.' }] },
    })
    expect(promocodesOf(db, other)).toContainEqual(foreign)

    await cardsAdmin.update(
      context,
      card,
      cardFields(db, {
        slug: card.slug,
        promocodes: JSON.stringify([item(kept.id, 'KEPT'), item(undefined, 'FRESH')]),
      }),
    )
    const codes = promocodesOf(db, card)
    expect(codes.map((code) => code.code)).toEqual(['KEPT', 'FRESH'])
    expect(codes[0]?.id).toBe(kept.id)
    expect(codes[1]?.id).toBeGreaterThan(
      Math.max(
        ...db.cardPromocodes
          .all()
          .filter((code) => code.cardId !== card.id)
          .map((code) => code.id),
      ),
    )
    expect(db.cardPromocodes.findFirst((q) => q.where({ id: dropped.id }))).toBeUndefined()
    expect(promocodesOf(db, other)).toContainEqual(foreign)
    expect(presentCard(db, cardBySlug(db, card.slug), 'ru').promocodes.map((code) => code.code)).toEqual([
      'KEPT',
      'FRESH',
    ])
  })

  it('filters by category, subcategory, type, badge and top; sorts by position, title, date and rating; searches codes', async () => {
    const db = await freshDb()
    const admin = personaUser(db, 'admin')
    const ids = (overrides: Partial<AdminListQuery>) =>
      listRecords(db, cardsAdmin, admin, query(overrides)).items.map((row) => row.id)
    const all = db.cards.all()
    const expectIds = (overrides: Partial<AdminListQuery>, keep: (row: CardRow) => boolean) => {
      const expected = all
        .filter(keep)
        .sort((x, y) => x.position - y.position || x.id - y.id)
        .map((row) => row.id)
      expect(expected.length).toBeGreaterThan(0)
      expect(ids(overrides)).toEqual(expected)
    }
    expectIds({ filters: { category: '2' } }, (row) => row.categoryId === 2)
    expectIds({ filters: { subcategory: '1' } }, (row) => row.subcategoryId === 1)
    expectIds({ filters: { type: '3' } }, (row) => row.typeId === 3)
    expectIds({ filters: { badge: '4' } }, (row) => row.badgeIds.includes(4))
    expectIds({ filters: { top: 'true', category: '1' } }, (row) => row.top && row.categoryId === 1)
    const ratings = listRecords(db, cardsAdmin, admin, query({ sort: '-rating' })).items.map((row) =>
      ratingOf(db, 'card', row.id),
    )
    expect(ratings).toEqual([...ratings].sort((x, y) => y - x))
    const dates = listRecords(db, cardsAdmin, admin, query({ sort: 'createdAt' })).items.map((row) => row.createdAtMs)
    expect(dates).toEqual([...dates].sort((x, y) => x - y))
    const titles = listRecords(db, cardsAdmin, admin, query({ sort: '-title' })).items.map((row) => row.title.en)
    expect(titles).toEqual([...titles].sort((x, y) => y.localeCompare(x, 'en')))
    // A code that only one of the card's promocodes carries finds the card.
    const card = cardWithCodes(db, 2)
    const extra = promocodesOf(db, card).find(
      (code) =>
        code.code !== card.promocode &&
        !db.cardPromocodes.all().some((other) => other.cardId !== card.id && other.code === code.code),
    )
    if (!extra) throw new Error('the seed has a card with an extra code of its own')
    expect(ids({ search: extra.code.toLowerCase() })).toContain(card.id)
    expect(() => listRecords(db, cardsAdmin, admin, query({ filters: { type: 'roulette' } }))).toThrowError(
      'invalid: filter.type',
    )
  })

  it('deletes a card with its promocodes and comments', async () => {
    const db = await freshDb()
    const admin = personaUser(db, 'admin')
    const card = cardWithCodes(db, 1)
    await addComment(db, personaUser(db, 'regular'), 'card', card.id, { evaluation: '4', text: 'Fine site' })
    const others = db.cardPromocodes.all().filter((code) => code.cardId !== card.id).length
    const articleComments = db.comments.findMany((q) => q.where({ target: 'article', targetId: card.id })).length
    expect(cardsAdmin.usedBy(db, card)).toEqual([])
    await deleteRecord(db, cardsAdmin, admin, card.id)
    expect(() => cardBySlug(db, card.slug)).toThrowError('The card was not found')
    expect(db.cardPromocodes.findMany((q) => q.where({ cardId: card.id }))).toEqual([])
    expect(db.cardPromocodes.count()).toBe(others)
    expect(db.comments.findMany((q) => q.where({ target: 'card', targetId: card.id }))).toEqual([])
    expect(db.comments.findMany((q) => q.where({ target: 'article', targetId: card.id }))).toHaveLength(articleComments)
  })
  it('keeps the lists, the lookups and the search in step with an update and a delete', async () => {
    const db = await freshDb()
    const admin = personaUser(db, 'admin')
    const card = cardWithCodes(db, 1)
    const oldTitle = card.title.en
    // Read first, so the indexes are built before the writes.
    expect(search(db, { text: oldTitle, type: 'cards', locale: 'en', page: 1 }).items.map((hit) => hit.slug)).toContain(
      card.slug,
    )
    await updateRecord(db, cardsAdmin, admin, card.id, {
      ...cardFields(db),
      slug: 'renamed-site',
      title: both('Ёлка Дроп', 'Renamed Site'),
      top: 'false',
    })
    expect(
      search(db, { text: 'renamed site', type: 'cards', locale: 'en', page: 1 }).items.map((hit) => hit.slug),
    ).toEqual(['renamed-site'])
    expect(search(db, { text: 'елка', type: 'cards', locale: 'ru', page: 1 }).items.map((hit) => hit.slug)).toEqual([
      'renamed-site',
    ])
    expect(
      search(db, { text: oldTitle, type: 'cards', locale: 'en', page: 1 }).items.map((hit) => hit.slug),
    ).not.toContain('renamed-site')
    expect(() => cardBySlug(db, card.slug)).toThrowError('The card was not found')
    expect(cardBySlug(db, 'renamed-site').id).toBe(card.id)
    const category = categoryBySlug(db, 'cs2-cases')
    expect(categoryCards(db, category, { subcategory: 'no-deposit', page: 1 }).items.map((row) => row.slug)).toContain(
      'renamed-site',
    )
    await deleteRecord(db, cardsAdmin, admin, card.id)
    expect(search(db, { text: 'renamed site', type: 'cards', locale: 'en', page: 1 }).total).toBe(0)
    expect(listCards(db, { locale: 'en', page: 1 }).total).toBe(db.cards.count())
    expect(() => cardBySlug(db, 'renamed-site')).toThrowError('The card was not found')
  })
})
