import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '~/api/client'
import type { Schemas } from '~/api/types'
import { useApi } from '~/shared/services/app-services'
import { patchCurrentUser } from '~/shared/core-data/user-data'
import { profileKeys } from './keys'

/** Reads the level from the game platform again (tasks and giveaways depend on it). */
export function useCheckSteamLevel() {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => (await unwrap(api.POST('/profile/check-steam-level'))).data,
    onSuccess: ({ steamLevel }) => {
      queryClient.setQueryData<Schemas['Profile']>(
        profileKeys.profile,
        (profile) => profile && { ...profile, steamLevel },
      )
      patchCurrentUser(queryClient, { steamLevel })
    },
  })
}
