import { describe, expect, it } from 'vitest'
import { joinLines, splitLines, tidyLines } from './lines'

describe('lines of a textarea', () => {
  it('splits on any line break and joins back to the same text', () => {
    expect(splitLines('AAA-1\r\nBBB-2\nCCC-3')).toEqual(['AAA-1', 'BBB-2', 'CCC-3'])
    expect(joinLines(splitLines('AAA-1\n\nBBB-2\n'))).toBe('AAA-1\n\nBBB-2\n')
  })

  it('takes an empty text as no lines', () => {
    expect(splitLines('')).toEqual([])
    expect(joinLines([])).toBe('')
  })

  it('keeps one item per line that says something, trimmed', () => {
    expect(tidyLines(['  AAA-1 ', '', '   ', 'BBB-2'])).toEqual(['AAA-1', 'BBB-2'])
  })
})
