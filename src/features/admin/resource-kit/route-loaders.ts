import { notFound } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { isApiError } from '~/api/api-error'
import type { ApiClient } from '~/api/client'
import type { Locale } from '~/shared/i18n/locale'
import { resourceListQueryOptions, resourceRecordQueryOptions } from '../api/resource-queries'
import { recordId } from '../lib/routing'
import type { AnyResource } from './define-resource'
import { listQuery, type ListSearch } from './list-search'

interface SectionContext {
  queryClient: QueryClient
  services: { api: ApiClient; locale: Locale }
  resource: AnyResource
}

/**
 * Starts loading a list page while the page's code arrives. Not awaited: the list shows its
 * own skeleton, error and retry, and keeps the toolbar usable meanwhile.
 */
export function prefetchResourceList(context: SectionContext, search: ListSearch): void {
  const { queryClient, services, resource } = context
  void queryClient.prefetchQuery(resourceListQueryOptions(services.api, resource, listQuery(resource.list, search)))
}

/** The record of an edit page; a bad id or a 404 answer is the page's 404. */
export async function loadResourceRecord(
  context: SectionContext,
  rawId: string,
): Promise<{ id: number; name: string }> {
  const { queryClient, services, resource } = context
  const id = recordId(rawId)
  try {
    const record = await queryClient.ensureQueryData(resourceRecordQueryOptions(services.api, resource, id))
    return { id, name: resource.displayName(record, services.locale) }
  } catch (error) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router catches notFound() (its documented API)
    if (isApiError(error) && error.status === 404) throw notFound()
    throw error
  }
}
