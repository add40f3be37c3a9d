import { describe, expect, it } from 'vitest'
import { AdminArticleInput, AdminBalanceAdjustmentForm } from '../../../src/api/field-rules.gen.ts'
import { DomainError } from '../errors.ts'
import { InputReader, isHttpUrl, isSiteLink, type Fields } from './input.ts'

/** The English messages per field that `read` collected, or the value it read. */
function read<T>(fields: Fields, use: (reader: InputReader) => T): { value: T } | { errors: Record<string, string[]> } {
  const reader = new InputReader(fields)
  const value = use(reader)
  try {
    reader.done()
    return { value }
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    return {
      errors: Object.fromEntries(
        Object.entries(error.fields).map(([field, texts]) => [field, texts.map((text) => text.en)]),
      ),
    }
  }
}

describe('admin input', () => {
  it("reads localized texts from JSON text and names each language's problem", () => {
    expect(read({ title: '{"ru":" Кейсы ","en":"Cases"}' }, (r) => r.localized('title', { maxLength: 10 }))).toEqual({
      value: { ru: 'Кейсы', en: 'Cases' },
    })
    expect(
      read({ title: '{"ru":"","en":"A very long title"}' }, (r) => r.localized('title', { maxLength: 10 })),
    ).toEqual({
      errors: { 'title.ru': ['This field is required.'], 'title.en': ['At most 10 characters.'] },
    })
    expect(read({ title: '{oops' }, (r) => r.localized('title', { maxLength: 10 }))).toEqual({
      errors: { title: ['JSON is expected.'] },
    })
    expect(read({ seo: '{"ru":"","en":"x"}' }, (r) => r.localizedNullable('seo', { maxLength: 10 }))).toEqual({
      value: { ru: null, en: 'x' },
    })
    // An empty form field is no value: null where that is allowed, "required" where it is not.
    expect(read({ seo: '' }, (r) => r.localizedNullable('seo', { maxLength: 10 }))).toEqual({
      value: { ru: null, en: null },
    })
    expect(read({ title: ' ' }, (r) => r.localized('title', { maxLength: 10 }))).toEqual({
      errors: { title: ['This field is required.'] },
    })
  })

  it('checks slugs, whole numbers, flags, choices and coins', () => {
    expect(read({ slug: 'Bad slug' }, (r) => r.slug('slug', AdminArticleInput.slug))).toEqual({
      errors: { slug: ['Lowercase Latin letters, digits and single dashes, e.g. cs2-cases.'] },
    })
    expect(read({ n: '1.5' }, (r) => r.integer('n', { minimum: 0, maximum: 9 }))).toEqual({
      errors: { n: ['A whole number from 0 to 9.'] },
    })
    expect(read({ n: '99999999999999999999' }, (r) => r.integer('n', { minimum: 0, maximum: 9 }))).toEqual({
      errors: { n: ['A whole number from 0 to 9.'] },
    })
    expect(
      read({ flag: 'true', other: 'false' }, (r) => [r.boolean('flag'), r.boolean('other'), r.boolean('missing')]),
    ).toEqual({ value: [true, false, false] })
    expect(read({ flag: 'maybe' }, (r) => r.boolean('flag'))).toEqual({ errors: { flag: ['Answer yes or no.'] } })
    expect(read({ kind: 'x' }, (r) => r.oneOf('kind', ['a', 'b']))).toEqual({
      errors: { kind: ['Allowed values: a, b.'] },
    })
    const price = { exclusiveMinimum: 0, maximum: 1_000_000 }
    const amount = AdminBalanceAdjustmentForm.amount
    expect(read({ price: '12.5' }, (r) => r.coins('price', price))).toEqual({ value: 1250 })
    expect(read({ price: '0' }, (r) => r.coins('price', price))).toEqual({
      errors: { price: ['The amount cannot be zero.'] },
    })
    expect(read({ amount: '-3.25' }, (r) => r.coins('amount', amount, { nonZero: true }))).toEqual({
      value: -325,
    })
    expect(read({ amount: '-3.25' }, (r) => r.coins('amount', price))).toEqual({
      errors: { amount: ['A number from 0.00 to 1000000.00 with at most two decimals.'] },
    })
    expect(read({ amount: '1.234' }, (r) => r.coins('amount', price))).toHaveProperty('errors')
    expect(read({ amount: '0' }, (r) => r.coins('amount', amount, { nonZero: true }))).toEqual({
      errors: { amount: ['The amount cannot be zero.'] },
    })
  })

  it('takes http(s) images, or the value an image already has', () => {
    expect(read({ image: 'https://cdn.example/1.png' }, (r) => r.image('image'))).toEqual({
      value: 'https://cdn.example/1.png',
    })
    expect(read({ image: 'data:image/svg+xml,x' }, (r) => r.image('image', 'data:image/svg+xml,x'))).toEqual({
      value: 'data:image/svg+xml,x',
    })
    expect(read({ image: 'javascript:alert(1)' }, (r) => r.image('image', 'data:image/svg+xml,x'))).toHaveProperty(
      'errors.image',
    )
    expect(
      read({ image: { ru: 'https://a.example/r.png', en: 'ftp://a.example/e.png' } }, (r) => r.localizedImage('image')),
    ).toEqual({
      errors: { 'image.en': ['Upload an image or give its address starting with http:// or https://.'] },
    })
    expect(isHttpUrl('https://example.com/x')).toBe(true)
    expect(isHttpUrl('https://')).toBe(false)
    expect(isSiteLink('/games/cases')).toBe(true)
    expect(isSiteLink('//evil.example')).toBe(false)
  })

  it("reads nested lists with messages on each item's field", () => {
    const items = JSON.stringify([
      { name: 'ok', weight: 2 },
      { name: '', weight: 0 },
    ])
    const result = read({ items }, (r) =>
      r.list('items', { minItems: 1, maxItems: 5 }, (item) => ({
        name: item.text('name', { maxLength: 5 }),
        weight: item.integer('weight', { minimum: 1, maximum: 9 }),
      })),
    )
    expect(result).toEqual({
      errors: { 'items.1.name': ['This field is required.'], 'items.1.weight': ['A whole number from 1 to 9.'] },
    })
    expect(read({ items: '[]' }, (r) => r.list('items', { minItems: 1, maxItems: 5 }, () => null))).toEqual({
      errors: { items: ['From 1 to 5 items.'] },
    })
    expect(read({ ids: '[3, 1, 3]' }, (r) => r.ids('ids', { maxItems: 5 }))).toEqual({ value: [3, 1] })
    expect(read({ ids: '[1, "x"]' }, (r) => r.ids('ids', { maxItems: 5 }))).toEqual({
      errors: { ids: ['There is no such record.'] },
    })
  })

  it('reads ISO dates and refuses anything else', () => {
    expect(read({ at: '2025-06-02T12:00:00.000Z' }, (r) => r.date('at'))).toEqual({ value: Date.UTC(2025, 5, 2, 12) })
    expect(read({ at: 'tomorrow' }, (r) => r.date('at'))).toEqual({
      errors: { at: ['A date and time in ISO 8601 format.'] },
    })
    expect(read({}, (r) => r.optionalDate('at'))).toEqual({ value: null })
  })
})
