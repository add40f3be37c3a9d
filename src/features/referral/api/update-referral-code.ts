import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '~/api/client'
import { useApi } from '~/shared/services/app-services'
import { patchCurrentUser } from '~/shared/core-data/user-data'

/** Changes the user's own referral code; the answered code is the one to share from now on. */
export function useUpdateReferralCode() {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (code: string) => (await unwrap(api.POST('/ref/update', { body: { code } }))).data,
    onSuccess: ({ refCode }) => patchCurrentUser(queryClient, { refCode }),
  })
}
