import { describe, expect, it } from 'vitest'
import { paginate } from './pagination.ts'

const rows = Array.from({ length: 30 }, (_, index) => index)

describe('paginate', () => {
  it('pages from 1 by 12', () => {
    expect(paginate(rows, 1)).toMatchObject({ total: 30, currentPage: 1, lastPage: 3, items: rows.slice(0, 12) })
    expect(paginate(rows, 3).items).toEqual([24, 25, 26, 27, 28, 29])
  })

  it('pages from 0 for the shop', () => {
    expect(paginate(rows, 0, 0)).toMatchObject({ currentPage: 0, lastPage: 2, items: rows.slice(0, 12) })
    expect(paginate(rows, 2, 0).items).toEqual([24, 25, 26, 27, 28, 29])
  })

  it('keeps one page for an empty list and answers nothing past the end', () => {
    expect(paginate([], 1)).toEqual({ items: [], total: 0, currentPage: 1, lastPage: 1 })
    expect(paginate([], 0, 0)).toEqual({ items: [], total: 0, currentPage: 0, lastPage: 0 })
    expect(paginate(rows, 9).items).toEqual([])
  })
})
