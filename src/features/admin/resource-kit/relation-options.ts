import { useQuery } from '@tanstack/react-query'
import type { ApiClient } from '~/api/client'
import type { Locale } from '~/shared/i18n/locale'
import { useApi, useLocale } from '~/shared/services/app-services'
import { resourceListQueryOptions } from '../api/resource-queries'
import type { RelationSource } from './filters'

/** How many records a relation offers: the list's largest page. */
const RELATION_PAGE_SIZE = 100

export interface RelationOption {
  /** The record's id, or its `key` when the source has one. */
  value: number | string
  label: string
}

function relationOptionsQueryOptions(api: ApiClient, source: RelationSource) {
  return resourceListQueryOptions(api, source, { per_page: RELATION_PAGE_SIZE, ...source.query })
}

function toOptions(source: RelationSource, items: ReadonlyArray<{ id: number }>, locale: Locale): RelationOption[] {
  return items.map((item) => ({
    value: source.key ? source.key(item) : item.id,
    label: source.label(item, locale) || `#${item.id}`,
  }))
}

/** The records a relation filter or field offers, named in the interface's language. */
export function useRelationOptions(source: RelationSource) {
  const api = useApi()
  const locale = useLocale()
  const query = useQuery({ ...relationOptionsQueryOptions(api, source), staleTime: 60_000 })
  return {
    options: query.data ? toOptions(source, query.data.data, locale) : [],
    /** More records exist than the options show. */
    truncated: (query.data?.pagination.total ?? 0) > RELATION_PAGE_SIZE,
    isPending: query.isPending,
    isError: query.isError,
    refetch: query.refetch,
  }
}
