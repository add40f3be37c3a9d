import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '~/api/client'
import type { Schemas } from '~/api/types'
import { coreDataKeys } from '~/shared/core-data/keys'
import { useApi } from '~/shared/services/app-services'
import { casesKeys } from './keys'

/** Sends the dropped item to the user's tradelink; the answer is the trade created. */
export function useSendAvailableItem(slug: string) {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () =>
      (await unwrap(api.POST('/cases/{slug}/available-item/send', { params: { path: { slug } } }))).data,
    onSuccess: async () => {
      queryClient.setQueryData<Schemas['Case']>(
        casesKeys.detail(slug),
        (current) => current && { ...current, availableItem: null },
      )
      await queryClient.invalidateQueries({ queryKey: coreDataKeys.user })
    },
  })
}
