import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '~/api/client'
import { patchCurrentUser } from '~/shared/core-data/user-data'
import { useApi } from '~/shared/services/app-services'
import { MK1 } from '../lib/marketing-flag'

/** POST /mk (spec section 7). Type 1 sets the user's `mk1`, which the cached core data then shows. */
export function useSetMarketingConsent() {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (type: 1 | 2) => unwrap(api.POST('/mk', { body: { type } })),
    meta: { silent: true },
    onSuccess: (_data, type) => {
      if (type === MK1) patchCurrentUser(queryClient, { mk1: true })
    },
  })
}
