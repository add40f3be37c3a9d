import { describe, expect, it } from 'vitest'
import type { Localized } from '../db/schema/fragments.ts'
import { formatDate, m } from './messages.ts'

function isLocalized(value: unknown): value is Localized {
  return typeof value === 'object' && value !== null && 'ru' in value && 'en' in value
}

/** Sample arguments for every message that takes some; a new one fails until it is listed. */
const sampleArguments: Record<string, unknown[]> = {
  pageInvalid: [1],
  urlTooLong: [7168],
  oneOf: [['a', 'b']],
  textLength: [3, 1000],
  evaluationInvalid: [1, 5],
  refCodeFormat: [4, 16],
  clientSeedInvalid: [64],
  priceChanged: [12_345],
  coinsShort: [12_345],
  giveawayLevel: [5],
  refLevel: [5],
  taskGroupNeedsAccount: ['vk'],
  taskSocialNotLinked: ['tg'],
  taskLevel: [20, 10],
  referralRewardText: ['Bob', 2_500],
}

describe('messages', () => {
  it('exist in both languages and really differ', () => {
    const texts: Localized[] = []
    for (const [name, value] of Object.entries(m)) {
      if (typeof value === 'function') {
        const args = sampleArguments[name]
        if (!args) throw new Error(`add sample arguments for m.${name}`)
        const text: unknown = Reflect.apply(value, undefined, args)
        if (!isLocalized(text)) throw new Error(`m.${name} does not answer both languages`)
        texts.push(text)
      } else if (isLocalized(value)) texts.push(value)
      else texts.push(...Object.values(value))
    }
    expect(texts.length).toBeGreaterThan(50)
    for (const text of texts) {
      expect(text.ru.length).toBeGreaterThan(0)
      expect(text.en.length).toBeGreaterThan(0)
      expect(text.ru).not.toBe(text.en)
    }
  })

  it('print dates the same way in every host', () => {
    expect(formatDate(Date.UTC(2025, 5, 3, 9, 5))).toEqual({ ru: '03.06.2025 09:05 UTC', en: '2025-06-03 09:05 UTC' })
    // Interactive hosts start the clock at the wall time: seconds show when there are any.
    expect(formatDate(Date.UTC(2026, 10, 14, 9, 46, 27, 350)).en).toBe('2026-11-14 09:46:27 UTC')
  })
})
