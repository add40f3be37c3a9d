import { describe, expect, it } from 'vitest'
import { presentCardListItem } from '../../present/content.ts'
import { freshDb, personaUser } from '../../../testing/backend/fake-db.ts'
import { cardBySlug } from '../cards.ts'
import { badgesAdmin, cardsWithBadge } from './badges.ts'
import { deleteRecord, listRecords, updateRecord, type AdminListQuery } from './crud.ts'

const both = (ru: string, en: string): string => JSON.stringify({ ru, en })
const query = (overrides: Partial<AdminListQuery> = {}): AdminListQuery => ({
  page: 1,
  perPage: 100,
  filters: {},
  locale: 'en',
  ...overrides,
})

describe('badges in the admin panel', () => {
  it('creates badges with a hex colour in either length, kept lowercase', async () => {
    const db = await freshDb()
    const context = { db, actor: personaUser(db, 'admin') }
    expect(await badgesAdmin.create(context, { text: both('Хит', 'Hit'), color: '#FA0' })).toMatchObject({
      id: 6,
      text: { ru: 'Хит', en: 'Hit' },
      color: '#fa0',
    })
    expect(await badgesAdmin.create(context, { text: both('Хит', 'Hit'), color: '#12AB9f' })).toMatchObject({
      color: '#12ab9f',
    })
    for (const color of ['red', '#12345', '#ggg', 'fa0']) {
      await expect(badgesAdmin.create(context, { text: both('Хит', 'Hit'), color })).rejects.toMatchObject({
        fields: { color: [{ en: 'A colour like #rrggbb or #rgb.' }] },
      })
    }
    await expect(
      badgesAdmin.create(context, {
        text: both('Очень длинный текст бейджа, который не влезет в карточку', 'x'),
        color: '#fff',
      }),
    ).rejects.toMatchObject({
      fields: { 'text.ru': [{ en: 'At most 50 characters.' }] },
    })
  })

  it('shows what is saved on the cards that carry the badge', async () => {
    const db = await freshDb()
    const admin = personaUser(db, 'admin')
    const card = db.cards.all().find((row) => row.badgeIds.includes(4))
    if (!card) throw new Error('the seed has cards with the promocode badge')
    await updateRecord(db, badgesAdmin, admin, 4, { text: both('Код', 'Code'), color: '#000000' })
    expect(presentCardListItem(db, cardBySlug(db, card.slug), 'ru').badges).toContainEqual({
      id: 4,
      text: 'Код',
      color: '#000000',
    })
  })

  it('counts the cards carrying each badge, sorts by text or count, and stays while any card carries it', async () => {
    const db = await freshDb()
    const admin = personaUser(db, 'admin')
    const count = db.cards.all().filter((card) => card.badgeIds.includes(4)).length
    expect(cardsWithBadge(db, 4)).toBe(count)
    expect(listRecords(db, badgesAdmin, admin, query({ locale: 'ru' })).items.map((row) => row.text.ru)).toEqual([
      'Без депозита',
      'Новый',
      'Промокод',
      'Топ',
      'Эксклюзив',
    ])
    const counts = listRecords(db, badgesAdmin, admin, query({ sort: '-cardsCount' })).items.map((row) =>
      cardsWithBadge(db, row.id),
    )
    expect(counts).toEqual([...counts].sort((x, y) => y - x))
    expect(listRecords(db, badgesAdmin, admin, query({ search: 'эксклюзив' })).items.map((row) => row.id)).toEqual([5])
    await expect(deleteRecord(db, badgesAdmin, admin, 4)).rejects.toMatchObject({
      kind: 'conflict',
      text: { en: `It cannot be deleted while these use it: ${count} cards.` },
    })
    const unused = await badgesAdmin.create({ db, actor: admin }, { text: both('Пусто', 'Empty'), color: '#abc' })
    expect(badgesAdmin.usedBy(db, unused)).toEqual([])
    await deleteRecord(db, badgesAdmin, admin, unused.id)
    expect(db.badges.count()).toBe(5)
  })
})
