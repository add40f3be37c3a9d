import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import { coreDataKeys } from '~/shared/core-data/keys'
import { useApi } from '~/shared/services/app-services'
import { casesKeys } from '../../api/keys'

/** The hash of the server seed the next openings use, the client seed, the nonce and the last revealed pair. */
export function fairnessSeedsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: casesKeys.fairnessSeeds,
    queryFn: async () => (await unwrap(api.GET('/profile/fairness'))).data,
  })
}

/**
 * Reveals the server seed in use and commits to a new one, with a new client seed if one is given.
 * The user's drops now show their server seed, and every case page the new commitment.
 */
export function useRotateSeeds() {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (clientSeed: string | null) =>
      (await unwrap(api.POST('/profile/fairness/rotate', { body: clientSeed === null ? {} : { clientSeed } }))).data,
    onSuccess: async (seeds) => {
      queryClient.setQueryData(casesKeys.fairnessSeeds, seeds)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: coreDataKeys.user }),
        queryClient.invalidateQueries({ queryKey: casesKeys.details }),
      ])
    },
  })
}
