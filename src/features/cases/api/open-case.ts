import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '~/api/client'
import type { Schemas } from '~/api/types'
import { useApi } from '~/shared/services/app-services'
import { caseQueryKey } from './case'
import { lastDroppedItemsQueryKey } from './last-dropped-items'

/**
 * Opens the case. The drop becomes the case's available item at once; the case is then
 * refetched, since opening also moves `nextOpeningDate` and resets the tasks.
 */
export function useOpenCase(slug: string) {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (captchaToken: string) =>
      (await unwrap(api.POST('/cases/{slug}/open', { params: { path: { slug } }, body: { captchaToken } }))).data,
    onSuccess: async (item) => {
      queryClient.setQueryData<Schemas['Case']>(caseQueryKey(slug), (current) => current && { ...current, availableItem: item })
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: caseQueryKey(slug) }),
        queryClient.invalidateQueries({ queryKey: lastDroppedItemsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['cases', 'list'] }),
      ])
    },
  })
}
