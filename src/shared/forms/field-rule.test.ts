import { setupI18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { describe, expect, it } from 'vitest'
import { fieldRuleError } from './field-rule'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
const check = (rule: Parameters<typeof fieldRuleError>[1], value: unknown) => fieldRuleError(i18n, rule, value)

describe('fieldRuleError', () => {
  it('counts trimmed characters and names the limits of the rule', () => {
    expect(check({ minLength: 3, maxLength: 5 }, ' abc ')).toBeUndefined()
    expect(check({ minLength: 3, maxLength: 5 }, 'ab')).toBe('3 to 5 characters.')
    expect(check({ minLength: 1, maxLength: 2 }, '😀😀')).toBeUndefined()
    expect(check({ minLength: 1, maxLength: 2 }, 'abc')).toBe('At most 2 characters.')
    expect(check({ minLength: 4 }, 'abc')).toBe('At least 4 characters.')
    // An empty text is the field's "required" check, not the rule's.
    expect(check({ minLength: 3 }, '  ')).toBeUndefined()
  })

  it("says the pattern's own message, else a generic one", () => {
    expect(check({ pattern: '^[a-z]+$' }, 'abc')).toBeUndefined()
    expect(check({ pattern: '^[a-z]+$' }, 'ab1')).toBe('This is not in the expected form.')
    expect(fieldRuleError(i18n, { pattern: '^[a-z]+$' }, 'ab1', msg`Only small letters.`)).toBe('Only small letters.')
  })

  it('checks bounds, enums and item counts', () => {
    expect(check({ minimum: 1, maximum: 5 }, 5)).toBeUndefined()
    expect(check({ minimum: 1, maximum: 5 }, 6)).toBe('A number from 1 to 5.')
    expect(check({ exclusiveMinimum: 0, maximum: 10 }, 0)).toBe('More than 0 and at most 10.')
    expect(check({ minimum: 0 }, -1)).toBe('At least 0.')
    expect(check({ maximum: 3 }, 4)).toBe('At most 3.')
    expect(check({ enum: [1, 2] }, 3)).toBe('Choose one of the options.')
    expect(check({ enum: ['a', 'b'] }, 'a')).toBeUndefined()
    expect(check({ minItems: 1, maxItems: 2 }, [])).toBe('From 1 to 2 items.')
    expect(check({ minimum: 1 }, null)).toBeUndefined()
  })
})
