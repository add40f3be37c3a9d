import { describe, expect, it } from 'vitest'
import { wrapWords } from './images.ts'

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
