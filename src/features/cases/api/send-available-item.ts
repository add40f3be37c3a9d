import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '~/api/client'
import type { Schemas } from '~/api/types'
import { useApi } from '~/shared/services/app-services'
import { userDataKey } from '~/shared/core-data/user-data'
import { caseQueryKey } from './case'

/** Sends the dropped item to the user's tradelink; the answer is the trade created. */
export function useSendAvailableItem(slug: string) {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () =>
      (await unwrap(api.POST('/cases/{slug}/available-item/send', { params: { path: { slug } } }))).data,
    onSuccess: async () => {
      queryClient.setQueryData<Schemas['Case']>(
        caseQueryKey(slug),
        (current) => current && { ...current, availableItem: null },
      )
      await queryClient.invalidateQueries({ queryKey: userDataKey })
    },
  })
}
