interface ListPage<T> {
  data: T[]
  pagination: { last_page: number }
}

/**
 * Every item of a paginated list: the first page tells how many more to fetch, in parallel. At
 * most `maxPages`, which also guards against an API that never reports a last page.
 */
export async function fetchAllPages<T>(
  fetchPage: (page: number) => Promise<ListPage<T>>,
  maxPages: number,
): Promise<T[]> {
  const first = await fetchPage(1)
  const last = Math.min(first.pagination.last_page, maxPages)
  const rest = await Promise.all(Array.from({ length: Math.max(0, last - 1) }, (_, index) => fetchPage(index + 2)))
  return [first, ...rest].flatMap((page) => page.data)
}
