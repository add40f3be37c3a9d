import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '~/api/client'
import { useApi } from '~/shared/services/app-services'
import { profileKeys } from './keys'

/** Verifies the link with the messenger skins bot by the code the bot gave; answers the profile. */
export function useVerifyMessenger() {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (code: string) => (await unwrap(api.POST('/profile/verify', { body: { code } }))).data,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.profile, profile)
    },
  })
}
