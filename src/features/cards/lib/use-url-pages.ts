import { useEffect } from 'react'
import type { InfiniteData, UseSuspenseInfiniteQueryResult } from '@tanstack/react-query'

/** `?page=N` of a "load more" list means pages 1..N are shown; anything odd means 1. */
export function requestedPageCount(page: number | undefined): number {
  return page !== undefined && Number.isInteger(page) && page > 1 ? page : 1
}

export interface UrlPages<TPage> {
  /** The pages to show: as many as the URL asks for, as far as they are loaded. */
  pages: TPage[]
  /** Pages the URL asks for that are still being fetched. */
  loadingMore: boolean
  /** Fetching a page the URL asks for failed; `retry` tries again. */
  failed: boolean
  retry: () => void
  /** The `page` value that shows one more page, or null when everything is shown. */
  nextPage: number | null
}

/**
 * Keeps an infinite list in step with its URL: "load more" is a link to `?page=N+1`, and this
 * fetches the pages the URL asks for that are not loaded yet. A reload or a shared link
 * therefore shows the same pages, and going back shows fewer.
 */
export function useUrlPages<TPage>(
  query: UseSuspenseInfiniteQueryResult<InfiniteData<TPage>>,
  page: number | undefined,
): UrlPages<TPage> {
  const wanted = requestedPageCount(page)
  const loaded = query.data.pages.length
  const missing = loaded < wanted && query.hasNextPage
  const failed = missing && query.isFetchNextPageError
  const { fetchNextPage, isFetchingNextPage } = query

  useEffect(() => {
    if (missing && !isFetchingNextPage && !failed) void fetchNextPage()
  }, [missing, isFetchingNextPage, failed, fetchNextPage, loaded])

  const pages = query.data.pages.slice(0, wanted)
  const moreLoaded = loaded > pages.length
  return {
    pages,
    loadingMore: missing && !failed,
    failed,
    retry: () => void fetchNextPage(),
    nextPage: !missing && (moreLoaded || query.hasNextPage) ? pages.length + 1 : null,
  }
}
