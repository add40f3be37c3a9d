import type { Query, QueryKey } from '@tanstack/react-query'

/**
 * `placeholderData` that keeps the last answer on screen while the next one loads, as Query's
 * `keepPreviousData` does, but only an answer of a query under `scope` (a key prefix). The next
 * page or filter of a list keeps its rows in view; the rows of another list never show under this
 * one's columns, as they would when the router reuses a page component from one admin section,
 * or one user, to the next.
 */
export function keepPreviousWithin(scope: QueryKey) {
  return <Data>(
    previous: Data | undefined,
    previousQuery: Pick<Query<Data>, 'queryKey'> | undefined,
  ): Data | undefined =>
    previousQuery !== undefined && scope.every((part, index) => previousQuery.queryKey[index] === part)
      ? previous
      : undefined
}
