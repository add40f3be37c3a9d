import { describe, expect, it } from 'vitest'
import { paginationItems } from './pagination-items'

describe('paginationItems', () => {
  it('offers nothing for a single page', () => {
    expect(paginationItems(1, 1)).toEqual([])
    expect(paginationItems(1, 0)).toEqual([])
  })

  it('lists every page of a short list', () => {
    expect(paginationItems(2, 4)).toEqual([1, 2, 3, 4])
  })

  it('skips pages far from the current one', () => {
    expect(paginationItems(1, 10)).toEqual([1, 2, 'gap', 10])
    expect(paginationItems(6, 10)).toEqual([1, 'gap', 5, 6, 7, 'gap', 10])
    expect(paginationItems(10, 10)).toEqual([1, 'gap', 9, 10])
  })

  it('shows a lone skipped page instead of a gap', () => {
    expect(paginationItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10])
  })

  it('treats a page past the end as the last page', () => {
    expect(paginationItems(99, 5)).toEqual([1, 'gap', 4, 5])
  })
})
