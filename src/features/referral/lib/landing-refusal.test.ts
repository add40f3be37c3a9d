import { describe, expect, it } from 'vitest'
import { landingRefusal } from './landing-refusal'

const eligible = { refActivated: false, refCode: 'RAIDER10', steamLevel: 10 }

describe('landingRefusal', () => {
  it('lets the server decide for an eligible user and another code', () => {
    expect(landingRefusal(eligible, 'GOLDEN')).toBeNull()
    expect(landingRefusal({ ...eligible, steamLevel: 5 }, 'GOLDEN')).toBeNull()
  })

  it('refuses in the order the server does: already activated, own code, level', () => {
    expect(landingRefusal({ refActivated: true, refCode: 'RAIDER10', steamLevel: 0 }, 'raider10')).toBe(
      'already-activated',
    )
    expect(landingRefusal({ ...eligible, steamLevel: 0 }, ' raider10 ')).toBe('own-code')
    expect(landingRefusal({ ...eligible, refCode: 'ЁЖИК5' }, 'ежик5')).toBe('own-code')
    expect(landingRefusal({ ...eligible, steamLevel: 4 }, 'GOLDEN')).toBe('level-too-low')
  })
})
