import { describe, expect, it } from 'vitest'
import { isLinkHiddenFor } from './visitor-links'

describe('isLinkHiddenFor', () => {
  it('hides flagged links for visitors from Russia only', () => {
    expect(isLinkHiddenFor('RU', true)).toBe(true)
    expect(isLinkHiddenFor('ru', true)).toBe(true)
    expect(isLinkHiddenFor('DE', true)).toBe(false)
    expect(isLinkHiddenFor('RU', false)).toBe(false)
    expect(isLinkHiddenFor(null, true)).toBe(false)
  })
})
