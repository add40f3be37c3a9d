import { describe, expect, it } from 'vitest'
import { badgeColors } from './badge-colors'

describe('badgeColors', () => {
  it('puts dark text on light colours and white text on dark ones', () => {
    expect(badgeColors('#e9b824')).toEqual({ background: '#e9b824', color: '#10131c' })
    expect(badgeColors('#7b2cbf')).toEqual({ background: '#7b2cbf', color: '#ffffff' })
    expect(badgeColors('#fff')).toEqual({ background: '#fff', color: '#10131c' })
  })

  it('drops the alpha of 8-digit colours, so the text contrast holds', () => {
    expect(badgeColors('#29a36a80')?.background).toBe('#29a36a')
  })

  it('refuses anything that is not a hex colour', () => {
    expect(badgeColors('red; background: url(x)')).toBeNull()
    expect(badgeColors('#12345')).toBeNull()
    expect(badgeColors('')).toBeNull()
  })
})
