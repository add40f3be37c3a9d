import { describe, expect, it } from 'vitest'
import type { Schemas } from '~/api/types'
import { caseInput, caseValues, tidyPrice } from './case-values'

const record: Schemas['AdminCase'] = {
  id: 1,
  slug: 'daily-case',
  type: 'free',
  title: { ru: 'Ежедневный кейс', en: 'Daily case' },
  preview: 'https://cdn.example.com/uploads/3.webp',
  cooldownMinutes: 1440,
  top: true,
  position: 0,
  seoTitle: { ru: null, en: 'Daily case' },
  seoDescription: { ru: null, en: null },
  items: [
    {
      id: 1,
      marketHashName: 'P250 | Sand Dune (Field-Tested)',
      price: 0.35,
      rarity: 'Consumer Grade',
      rarityColor: '#b0c3d9',
      image: 'https://cdn.example.com/uploads/90.webp',
      weight: 80,
      chance: 0.8,
    },
    {
      id: 2,
      marketHashName: 'AK-47 | Slate (Field-Tested)',
      price: 3.1,
      rarity: 'Mil-Spec',
      rarityColor: '#4b69ff',
      image: 'https://cdn.example.com/uploads/91.webp',
      weight: 20,
      chance: 0.2,
    },
  ],
  tasks: [],
  promocodes: [],
}

describe('the case form', () => {
  it('shows prices with two decimals and sends them back as numbers', () => {
    const values = caseValues(record)
    expect(values.items.map((item) => item.price)).toEqual(['0.35', '3.10'])
    expect(caseInput(values).items.map((item) => item.price)).toEqual([0.35, 3.1])
  })

  it('keeps the ids of saved items and sends new ones without', () => {
    const values = caseValues(record)
    values.items.push({
      id: null,
      marketHashName: ' M4A4 | Howl ',
      price: '1999.99',
      rarity: 'Contraband',
      image: 'https://cdn.example.com/h.png',
      weight: 1,
    })
    const items = caseInput(values).items
    expect(items.map((item) => item.id)).toEqual([1, 2, undefined])
    expect(items[2]).toEqual({
      marketHashName: 'M4A4 | Howl',
      price: 1999.99,
      rarity: 'Contraband',
      image: 'https://cdn.example.com/h.png',
      weight: 1,
    })
  })

  it('sends empty SEO texts as null (the default) and an empty weight for the server to refuse', () => {
    const values = caseValues(record)
    values.items[0]!.weight = null
    const input = caseInput(values)
    expect(input.seoTitle).toEqual({ ru: null, en: 'Daily case' })
    expect(input.items[0]?.weight).toBe(0)
  })

  it('starts a new case free, with a day to wait and one item', () => {
    const values = caseValues(undefined)
    expect(values).toMatchObject({ type: 'free', cooldownMinutes: 1440, top: false })
    expect(values.items).toHaveLength(1)
  })

  it('tidies a typed price to two decimals, and refuses what is not one', () => {
    expect(tidyPrice('3.1')).toBe('3.10')
    expect(tidyPrice(' 12 ')).toBe('12.00')
    expect(tidyPrice('7,5')).toBe('7.50')
    expect(tidyPrice('')).toBeNull()
    expect(tidyPrice('abc')).toBeNull()
  })
})
