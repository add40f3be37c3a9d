import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import { casesKeys } from '../../api/keys'

/** A drop with its proof and the case's items as they were drawn over; anyone may ask. */
export function dropProofQueryOptions(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: casesKeys.dropProof(id),
    queryFn: async () => (await unwrap(api.GET('/drops/{id}', { params: { path: { id } } }))).data,
  })
}
