import { describe, expect, it } from 'vitest'
import { DomainError, FieldErrorCollector, notFound } from './errors.ts'

describe('domain errors', () => {
  it('collect every message per field before failing', () => {
    const errors = new FieldErrorCollector()
    errors.throwIfAny()
    errors.add('code', { ru: 'а', en: 'a' })
    errors.add('code', { ru: 'б', en: 'b' })
    errors.add('text', { ru: 'в', en: 'c' })
    try {
      errors.throwIfAny()
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError)
      expect(error).toMatchObject({
        kind: 'invalid',
        fields: { code: [{ en: 'a' }, { en: 'b' }], text: [{ en: 'c' }] },
      })
    }
  })

  it('carry their text in both languages', () => {
    expect(notFound({ ru: 'Нет', en: 'No' })).toMatchObject({ kind: 'not-found', message: 'No', text: { ru: 'Нет' } })
  })
})
