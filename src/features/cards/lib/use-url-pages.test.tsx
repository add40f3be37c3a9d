import { Suspense, type ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { act, renderHook, waitFor } from '@testing-library/react'
import { infiniteQueryOptions, QueryClient, QueryClientProvider, useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { requestedPageCount, useUrlPages } from './use-url-pages'

interface FakePage {
  items: string[]
  current: number
  last: number
}

/** A list of `last` pages; `failOn` pages fail once. */
function fakeList(last: number, failOn: number[] = []) {
  const failures = new Set(failOn)
  const fetched: number[] = []
  const options = infiniteQueryOptions({
    queryKey: ['fake-list'],
    queryFn: ({ pageParam }): Promise<FakePage> => {
      fetched.push(pageParam)
      if (failures.delete(pageParam)) return Promise.reject(new Error(`page ${pageParam} failed`))
      return Promise.resolve({ items: [`item ${pageParam}`], current: pageParam, last })
    },
    initialPageParam: 1,
    getNextPageParam: (page: FakePage) => (page.current < page.last ? page.current + 1 : undefined),
    retry: false,
  })
  return { options, fetched }
}

function renderList(list: ReturnType<typeof fakeList>, page: number | undefined) {
  const client = new QueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <Suspense fallback={null}>{children}</Suspense>
    </QueryClientProvider>
  )
  return renderHook(
    ({ urlPage }: { urlPage: number | undefined }) => useUrlPages(useSuspenseInfiniteQuery(list.options), urlPage),
    {
      wrapper,
      initialProps: { urlPage: page },
    },
  )
}

describe('requestedPageCount', () => {
  it('reads ?page= as the number of pages shown, 1 for anything odd', () => {
    expect(requestedPageCount(3)).toBe(3)
    expect(requestedPageCount(undefined)).toBe(1)
    expect(requestedPageCount(0)).toBe(1)
    expect(requestedPageCount(-2)).toBe(1)
    expect(requestedPageCount(1.5)).toBe(1)
  })
})

describe('useUrlPages', () => {
  it('offers the next page while there is one', async () => {
    const list = fakeList(3)
    const { result } = renderList(list, undefined)
    await waitFor(() => expect(result.current).not.toBeNull())
    expect(result.current.pages.map((p) => p.current)).toEqual([1])
    expect(result.current.nextPage).toBe(2)
    expect(result.current.loadingMore).toBe(false)
  })

  it('fetches every page a reloaded or shared ?page=N asks for, in order', async () => {
    const list = fakeList(5)
    const { result } = renderList(list, 3)
    await waitFor(() => expect(result.current?.pages).toHaveLength(3))
    expect(list.fetched).toEqual([1, 2, 3])
    expect(result.current.nextPage).toBe(4)
    expect(result.current.loadingMore).toBe(false)
  })

  it('appends one page when the URL moves to the next page ("load more")', async () => {
    const list = fakeList(3)
    const { result, rerender } = renderList(list, 1)
    await waitFor(() => expect(result.current?.pages).toHaveLength(1))
    rerender({ urlPage: 2 })
    expect(result.current.loadingMore).toBe(true)
    expect(result.current.nextPage).toBeNull()
    await waitFor(() => expect(result.current.pages).toHaveLength(2))
    expect(result.current.pages.map((p) => p.items[0])).toEqual(['item 1', 'item 2'])
    expect(result.current.nextPage).toBe(3)
  })

  it('shows fewer pages when the URL goes back, without fetching again', async () => {
    const list = fakeList(4)
    const { result, rerender } = renderList(list, 3)
    await waitFor(() => expect(result.current?.pages).toHaveLength(3))
    rerender({ urlPage: 1 })
    expect(result.current.pages).toHaveLength(1)
    expect(result.current.nextPage).toBe(2)
    expect(list.fetched).toEqual([1, 2, 3])
  })

  it('stops at the last page, whatever the URL asks for', async () => {
    const list = fakeList(2)
    const { result } = renderList(list, 9)
    await waitFor(() => expect(result.current?.pages).toHaveLength(2))
    expect(result.current.nextPage).toBeNull()
    expect(result.current.loadingMore).toBe(false)
    expect(list.fetched).toEqual([1, 2])
  })

  it('reports a failed page and fetches it again on retry', async () => {
    const list = fakeList(3, [2])
    const { result } = renderList(list, 2)
    await waitFor(() => expect(result.current?.failed).toBe(true))
    expect(result.current.loadingMore).toBe(false)
    expect(result.current.pages).toHaveLength(1)
    const fetchesBeforeRetry = list.fetched.length
    act(() => result.current.retry())
    await waitFor(() => expect(result.current.pages).toHaveLength(2))
    expect(result.current.failed).toBe(false)
    expect(list.fetched.length).toBe(fetchesBeforeRetry + 1)
  })
})
