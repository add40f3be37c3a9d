const PAGE_SIZE = 12

export interface Page<T> {
  items: T[]
  total: number
  currentPage: number
  lastPage: number
}

/**
 * One page of an already filtered and sorted list. Paging is done here, after sorting,
 * because @msw/data 1.x applies `take`/`skip` before `orderBy` (only the page gets sorted). `firstPage` is 1 for most lists and 0
 * for the shop; an empty list still has one page (numbered `firstPage`), as in Laravel.
 */
export function paginate<T>(
  rows: readonly T[],
  page: number,
  firstPage: 0 | 1 = 1,
  pageSize: number = PAGE_SIZE,
): Page<T> {
  const pages = Math.max(1, Math.ceil(rows.length / pageSize))
  const start = (page - firstPage) * pageSize
  return {
    items: rows.slice(start, start + pageSize),
    total: rows.length,
    currentPage: page,
    lastPage: firstPage + pages - 1,
  }
}
