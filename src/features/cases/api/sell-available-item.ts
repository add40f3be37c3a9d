import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '~/api/client'
import type { Schemas } from '~/api/types'
import { useApi } from '~/shared/services/app-services'
import { setCurrentUserBalance } from '~/shared/core-data/user-data'
import { coreDataKeys } from '~/shared/core-data/keys'
import { casesKeys } from './keys'

/** Sells the dropped item for its price: the header balance shows the answered balance at once. */
export function useSellAvailableItem(slug: string) {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () =>
      (await unwrap(api.POST('/cases/{slug}/available-item/sell', { params: { path: { slug } } }))).data,
    onSuccess: async ({ balance }) => {
      setCurrentUserBalance(queryClient, balance)
      queryClient.setQueryData<Schemas['Case']>(
        casesKeys.detail(slug),
        (current) => current && { ...current, availableItem: null },
      )
      await queryClient.invalidateQueries({ queryKey: coreDataKeys.user })
    },
  })
}
