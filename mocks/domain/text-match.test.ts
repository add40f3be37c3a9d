import { describe, expect, it } from 'vitest'
import { includesText } from './text-match.ts'

describe('text matching', () => {
  it('ignores case, surrounding spaces and ё/е', () => {
    expect(includesText('Ещё один Кейс', 'еще один кейс')).toBe(true)
    expect(includesText('AK-47 | Redline', '  redline ')).toBe(true)
    expect(includesText('AK-47 | Redline', 'slate')).toBe(false)
  })
})
