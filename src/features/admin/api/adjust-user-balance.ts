import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '~/api/client'
import type { Schemas } from '~/api/types'
import { useApi } from '~/shared/services/app-services'
import { adminKeys } from './keys'

export type BalanceAdjustment = Schemas['AdminBalanceAdjustmentForm']

/**
 * Adds coins to a user's balance or takes them away, with a reason (one ledger entry by this
 * admin). The answer is the entry; afterwards the user's record (its balance), the users list
 * and the ledger are fetched again. The user's own pages hear it on the real-time channel.
 */
export function useAdjustUserBalance(userId: number) {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (adjustment: BalanceAdjustment) =>
      (await unwrap(api.POST('/admin/users/{id}/balance', { params: { path: { id: userId } }, body: adjustment })))
        .data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.section('users') }),
  })
}
