import { describe, expect, it } from 'vitest'
import { fetchAllPages } from './all-pages'

function pageOf(page: number, last: number) {
  return Promise.resolve({ data: [`item ${page}`], pagination: { total: last, current_page: page, last_page: last } })
}

describe('fetchAllPages', () => {
  it('collects every page in order', async () => {
    const asked: number[] = []
    const items = await fetchAllPages((page) => {
      asked.push(page)
      return pageOf(page, 3)
    }, 50)
    expect(items).toEqual(['item 1', 'item 2', 'item 3'])
    expect(asked.sort()).toEqual([1, 2, 3])
  })

  it('asks once for a single page', async () => {
    const asked: number[] = []
    await fetchAllPages((page) => {
      asked.push(page)
      return pageOf(page, 1)
    }, 50)
    expect(asked).toEqual([1])
  })

  it('stops at the most pages it is given', async () => {
    expect(await fetchAllPages((page) => pageOf(page, 500), 50)).toHaveLength(50)
    expect(await fetchAllPages((page) => pageOf(page, 500), 200)).toHaveLength(200)
  })
})
