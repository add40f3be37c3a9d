import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '~/api/client'
import { useApi } from '~/shared/services/app-services'
import { patchCurrentUser } from '~/shared/core-data/user-data'
import { coreDataKeys } from '~/shared/core-data/keys'
import { forgetReferralCode } from '../lib/remembered-referral-code'

/**
 * Activates a friend's referral code, once per user; the remembered landing code is then spent.
 * `silent`: a refusal is not toasted, for a page that says it itself.
 */
export function useActivateReferralCode({ silent = false }: { silent?: boolean } = {}) {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (code: string) => (await unwrap(api.POST('/ref/activate', { body: { code } }))).data,
    meta: { silent },
    onSuccess: async ({ refActivated }) => {
      forgetReferralCode()
      patchCurrentUser(queryClient, { refActivated })
      await queryClient.invalidateQueries({ queryKey: coreDataKeys.user })
    },
  })
}
