import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '~/api/client'
import { useApi } from '~/shared/services/app-services'
import { patchCurrentUser } from '~/shared/core-data/user-data'
import { profileKeys } from './keys'

/** Saves the trade offer URL; the answer is the updated profile. */
export function useUpdateTradelink() {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (tradelink: string) =>
      (await unwrap(api.POST('/profile/tradelink', { body: { tradelink } }))).data,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.profile, profile)
      patchCurrentUser(queryClient, { tradelink: profile.tradelink })
    },
  })
}
