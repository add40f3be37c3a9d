import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import { casesKeys } from './keys'

/** One page of cases; for a signed-in user `nextOpeningDate` and the states are that user's. */
export function casesQueryOptions(api: ApiClient, page: number) {
  return queryOptions({
    queryKey: casesKeys.list(page),
    queryFn: () => unwrap(api.GET('/cases', { params: { query: { page } } })),
  })
}
