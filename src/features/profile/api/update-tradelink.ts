import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '~/api/client'
import { useApi } from '~/shared/services/app-services'
import { patchCurrentUser } from '~/shared/core-data/user-data'
import { profileQueryKey } from './profile'

/** Saves the trade offer URL; the answer is the updated profile. */
export function useUpdateTradelink() {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (tradelink: string) =>
      (await unwrap(api.POST('/profile/tradelink', { body: { tradelink } }))).data,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile)
      patchCurrentUser(queryClient, { tradelink: profile.tradelink })
    },
  })
}
