import type { AdminListQuery } from '../api/resource-api'
import { followedFilter, parseFilterValue, type AnyFilter, type FilterValue } from './filters'

/**
 * A list's state in its address: `?page=2&search=case&sort=-name&category=3&top=true`. Each
 * filter is a flat key of its own; the route validates the shape, and `listQuery` keeps only
 * what the resource knows (unknown sorts and filters, bad values: dropped).
 */
export interface ListSearch {
  page?: number
  search?: string
  sort?: string
  [filter: string]: FilterValue | undefined
}

interface ListSpec {
  defaultSort: string
  sortFields: readonly string[]
  filters: readonly AnyFilter[]
}

export interface ColumnSort {
  field: string
  desc: boolean
}

/** `-name` → name, descending; null for a field the list cannot sort by. */
export function parseSort(sort: string | undefined, sortFields: readonly string[]): ColumnSort | null {
  if (!sort) return null
  const desc = sort.startsWith('-')
  const field = desc ? sort.slice(1) : sort
  return sortFields.includes(field) ? { field, desc } : null
}

function sortParam({ field, desc }: ColumnSort): string {
  return desc ? `-${field}` : field
}

/** The order the list is shown in: the address's when valid, else the resource's default. */
export function effectiveSort(spec: ListSpec, search: ListSearch): string {
  const sort = parseSort(search.sort, spec.sortFields)
  return sort ? sortParam(sort) : spec.defaultSort
}

/**
 * The valid filter values of the address, by filter key. A dependent filter counts only while
 * the filter it depends on has a value it has a source for.
 */
export function filterValues(filters: readonly AnyFilter[], search: ListSearch): Record<string, FilterValue> {
  const values: Record<string, FilterValue> = {}
  for (const filter of filters) {
    const value = parseFilterValue(filter, search[filter.key])
    if (value !== undefined) values[filter.key] = value
  }
  for (const filter of filters) {
    if (filter.kind !== 'dependent-relation') continue
    const chosen = values[filter.dependsOn]
    if (chosen === undefined || !Object.hasOwn(filter.sources, String(chosen))) delete values[filter.key]
  }
  return values
}

/**
 * The API query of a list's address, with only the keys that are set, so two addresses that
 * show the same list share one cache entry (the default order and page 1 are left out).
 */
export function listQuery(spec: ListSpec, search: ListSearch): AdminListQuery {
  const query: AdminListQuery = {}
  if (search.page && search.page > 1) query.page = search.page
  const text = search.search?.trim()
  if (text) query.search = text
  const sort = effectiveSort(spec, search)
  if (sort !== spec.defaultSort) query.sort = sort
  const filter = filterValues(spec.filters, search)
  if (Object.keys(filter).length > 0) query.filter = filter
  return query
}

/** The address of the same list with the sort changed; page 1 again, the default order left out. */
export function withSort(spec: ListSpec, search: ListSearch, sort: ColumnSort): ListSearch {
  const value = sortParam(sort)
  return { ...search, sort: value === spec.defaultSort ? undefined : value, page: undefined }
}

/** The address with the search text changed; page 1 again. */
export function withSearchText(search: ListSearch, text: string): ListSearch {
  return { ...search, search: text.trim() || undefined, page: undefined }
}

/** The address with one filter changed (undefined clears it), and the filters that follow it cleared; page 1 again. */
export function withFilter(
  filters: readonly AnyFilter[],
  search: ListSearch,
  key: string,
  value: FilterValue | undefined,
): ListSearch {
  const next: ListSearch = { ...search, [key]: value, page: undefined }
  for (const filter of filters) if (followedFilter(filter) === key) next[filter.key] = undefined
  return next
}

/** Whether search text or a filter narrows the list (an empty list then offers to clear them). */
export function isNarrowed(spec: ListSpec, search: ListSearch): boolean {
  return Boolean(search.search?.trim()) || Object.keys(filterValues(spec.filters, search)).length > 0
}

/** The address without search text and filters, keeping the order. */
export function withoutNarrowing(search: ListSearch): ListSearch {
  return search.sort ? { sort: search.sort } : {}
}
