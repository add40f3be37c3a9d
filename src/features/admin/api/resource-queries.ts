/**
 * Reading and writing any kind of record through the app's QueryClient:
 *
 *   useQuery(resourceListQueryOptions(api, resource, query))       // ['admin', section, 'list', query]
 *   useSuspenseQuery(resourceRecordQueryOptions(api, resource, id)) // ['admin', section, 'record', id]
 *   const save = useSaveRecord(resource)      // save.mutateAsync({ id?, values })
 *   const remove = useDeleteRecord(resource)  // remove.mutate({ id, name })
 *
 * Failures follow the app's rules: the query client toasts `{ error }` answers (403, 409, 404…),
 * 422 field messages are left to the form; a delete's failure is said by its dialog alone. After any write, what the panel and the public
 * pages show is fetched again (`invalidateAfterWrite`).
 */
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import type { ApiClient } from '~/api/client'
import { useApi, useToasts } from '~/shared/services/app-services'
import type { AdminSection } from '../lib/sections'
import type { AdminListQuery, ResourceApi, ResourceTypes } from './resource-api'
import { adminKeys, isAdminQueryKey } from './keys'

/** What these need of a resource config: its section and its API. */
interface ResourceRef<T extends ResourceTypes> {
  section: AdminSection
  api: ResourceApi<T>
}

export function resourceListQueryOptions<T extends ResourceTypes>(
  api: ApiClient,
  resource: ResourceRef<T>,
  query: AdminListQuery,
) {
  return queryOptions({
    queryKey: adminKeys.list(resource.section, query),
    queryFn: () => resource.api(api).list(query as T['query']),
    // The panel shows what is there now, not a minute-old copy.
    staleTime: 0,
  })
}

export function resourceRecordQueryOptions<T extends ResourceTypes>(
  api: ApiClient,
  resource: ResourceRef<T>,
  id: number,
) {
  return queryOptions({
    queryKey: adminKeys.record(resource.section, id),
    queryFn: () => resource.api(api).get(id),
    staleTime: 0,
    // A missing record is the page's 404, not a toast.
    meta: { silent: true },
  })
}

/**
 * After a create, update or delete: the section's queries are fetched again, the other
 * sections' lists are marked stale (counts and relation options may have changed), and so is
 * every query of the public site (the sidebar's categories in `core`, lists, search), so the
 * pages show what the admin did. The access query is left alone. A deleted record's own query
 * is dropped, not fetched again (it would answer 404).
 */
export async function invalidateAfterWrite(
  queryClient: QueryClient,
  section: AdminSection,
  deletedId?: number,
): Promise<void> {
  if (deletedId !== undefined)
    queryClient.removeQueries({ queryKey: adminKeys.record(section, deletedId), exact: true })
  const sectionKey = adminKeys.section(section)
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: sectionKey }),
    queryClient.invalidateQueries({ predicate: (query) => !isAdminQueryKey(query.queryKey) }),
    queryClient.invalidateQueries({
      predicate: (query) =>
        isAdminQueryKey(query.queryKey) && query.queryKey[1] !== section && query.queryKey[1] !== adminKeys.access[1],
      refetchType: 'none',
    }),
  ])
}

/** Without an id: create; with one: update that record. */
type SaveVariables<T extends ResourceTypes> =
  | { id?: undefined; input: T['create'] }
  | { id: number; input: T['update'] }

/** Creates (no `id`) or updates a record; the answer is put in the record's cache entry. */
export function useSaveRecord<T extends ResourceTypes>(resource: ResourceRef<T>) {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (variables: SaveVariables<T>) =>
      variables.id === undefined
        ? resource.api(api).create(variables.input)
        : resource.api(api).update(variables.id, variables.input),
    onSuccess: async (record) => {
      queryClient.setQueryData(adminKeys.record(resource.section, record.id), record)
      await invalidateAfterWrite(queryClient, resource.section)
    },
  })
}

/** The record to delete, and its name as the admin knows it (said in the confirmation). */
export interface DeleteVariables {
  id: number
  name: string
}

/**
 * Deletes a record, for every page of every section alike. Success is toasted here, not by the
 * page: a page that shows the record leaves it on success (`beforeInvalidate`, run first so the
 * caches are refreshed after), and a callback of the page's `mutate` would be lost with it. A
 * failure is not toasted: the delete dialog, in front of the toasts, says it (a 409's reason).
 */
export function useDeleteRecord<T extends ResourceTypes>(
  resource: ResourceRef<T>,
  beforeInvalidate?: () => Promise<unknown> | void,
) {
  const { t } = useLingui()
  const api = useApi()
  const toasts = useToasts()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id }: DeleteVariables) => resource.api(api).remove(id),
    meta: { silent: true },
    onSuccess: async (_nothing, { id, name }) => {
      toasts.show(t`Deleted: ${name}`, 'success')
      await beforeInvalidate?.()
      await invalidateAfterWrite(queryClient, resource.section, id)
    },
  })
}
