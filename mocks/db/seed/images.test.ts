import { describe, expect, it } from 'vitest'
import { bannerSvg, wrapWords } from './images.ts'

describe('wrapWords', () => {
  it('fills lines up to the width, word by word', () => {
    expect(wrapWords('Free cases every single day for everyone', 16, 3)).toEqual([
      'Free cases every',
      'single day for',
      'everyone',
    ])
  })

  it('ends with an ellipsis what does not fit', () => {
    expect(wrapWords('one two three four five six', 7, 2)).toEqual(['one two', 'three…'])
  })
})

describe('bannerSvg', () => {
  it('centres the wrapped title, one line per tspan', () => {
    const svg = bannerSvg('How to get free CS2 skins in 2026 without deposits', '#123456', '#000000')
    expect(svg).toContain('text-anchor="middle"')
    expect(svg.match(/<tspan /g)).toHaveLength(3)
    expect(svg).toContain('>How to get free CS2<')
  })
})
