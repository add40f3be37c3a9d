import { describe, expect, it } from 'vitest'
import type { Schemas } from '~/api/types'
import { cardsResource } from './cards'

const { defaults, toInput } = cardsResource.form

const promocode = (overrides: Partial<Schemas['AdminCardPromocode']> = {}): Schemas['AdminCardPromocode'] => ({
  id: 8,
  title: { ru: 'Бонус', en: 'Bonus' },
  description: { ru: 'Описание', en: 'Description' },
  code: 'EPICBOX15',
  validUntil: '2025-06-30T21:00:00.000Z',
  hideLinkRu: false,
  ...overrides,
})

const card: Schemas['AdminCard'] = {
  id: 8,
  slug: 'epicbox',
  categoryId: 1,
  subcategoryId: 1,
  typeId: null,
  preview: 'https://cdn.example.com/epicbox.png',
  title: { ru: 'EpicBox', en: 'EpicBox' },
  fullTitle: { ru: 'EpicBox — кейсы', en: 'EpicBox: cases' },
  description: { ru: 'Описание', en: 'Description' },
  text: { ru: '<h2 id="about">О сайте</h2>', en: '<h2 id="about">About</h2>' },
  instruction: { ru: '<ol><li><p>Шаг</p></li></ol>', en: '<ol><li><p>Step</p></li></ol>' },
  buttonText: { ru: 'Забрать', en: 'Claim' },
  link: 'https://epicbox.example',
  reward: { ru: 'Кейс', en: 'A case' },
  promocode: null,
  badgeIds: [2, 4],
  hideRuLink: false,
  top: true,
  position: 7,
  showAlert: false,
  seoTitle: { ru: 'EpicBox', en: null },
  seoDescription: { ru: null, en: null },
  promocodes: [promocode(), promocode({ id: 9, code: 'LUCKY91', validUntil: null, hideLinkRu: true })],
  rating: 5,
  createdAt: '2025-05-01T10:00:00.000Z',
}

describe('the card form', () => {
  it('sends back what it loaded (the read-only rating and date left out)', () => {
    const { rating: _rating, createdAt: _createdAt, id: _id, ...editable } = card
    expect(toInput(defaults(card))).toEqual({ ...editable, seoTitle: { ru: 'EpicBox', en: null } })
  })

  it('keeps the ids of saved promocodes and sends new ones without, so the server adds them', () => {
    const values = defaults(card)
    values.promocodes.push({
      id: null,
      title: { ru: 'Новый', en: 'New' },
      description: { ru: 'Код', en: 'Code' },
      code: ' NEW10 ',
      validUntil: null,
      hideLinkRu: false,
    })
    const sent = toInput(values).promocodes
    expect(sent.map((item) => item.id)).toEqual([8, 9, undefined])
    expect(sent[2]).not.toHaveProperty('id')
    expect(sent[2]?.code).toBe('NEW10')
  })

  it('sends no subcategory, type or promocode as null (left out of the form data: the server reads none)', () => {
    const input = toInput({ ...defaults(card), subcategoryId: null, promocode: '  ' })
    expect(input).toMatchObject({ subcategoryId: null, typeId: null, promocode: null })
  })

  it('starts a new card empty, in no category and with no promocodes', () => {
    expect(defaults(undefined)).toMatchObject({
      categoryId: null,
      subcategoryId: null,
      badgeIds: [],
      promocodes: [],
      top: false,
      position: 0,
    })
  })
})
