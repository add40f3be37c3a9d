import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '~/api/client'
import type { Schemas } from '~/api/types'
import { useApi } from '~/shared/services/app-services'
import { holdOwnDrops } from '~/shared/core-data/last-dropped-items'
import { coreDataKeys } from '~/shared/core-data/keys'
import { casesKeys } from './keys'

export interface OpenCaseOptions {
  /**
   * The drop is in: the page plays the opening and calls `landed` when it has stopped on the
   * item. Until then the user's own drop stays off the last-drops strip. Without it, the
   * opening lands at once.
   */
  onOpened?: (item: Schemas['DroppedItem'], landed: () => void) => void
}

/**
 * Opens the case. The drop becomes the case's available item at once; the case is then
 * refetched, since opening also moves `nextOpeningDate` and resets the tasks. The last drops
 * are refreshed only once the opening has landed, so they never tell the user first.
 */
export function useOpenCase(slug: string, { onOpened }: OpenCaseOptions = {}) {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    // Before the request: the real-time channel may announce the drop before the answer comes.
    onMutate: () => ({ releaseOwnDrops: holdOwnDrops(queryClient) }),
    mutationFn: async (captchaToken: string) =>
      (await unwrap(api.POST('/cases/{slug}/open', { params: { path: { slug } }, body: { captchaToken } }))).data,
    onError: (_error, _token, hold) => hold?.releaseOwnDrops(),
    onSuccess: async (item, _token, hold) => {
      let hasLanded = false
      const landed = () => {
        if (hasLanded) return
        hasLanded = true
        hold?.releaseOwnDrops()
        void queryClient.invalidateQueries({ queryKey: casesKeys.lastDroppedItems })
      }
      if (onOpened) onOpened(item, landed)
      else landed()
      queryClient.setQueryData<Schemas['Case']>(
        casesKeys.detail(slug),
        (current) => current && { ...current, availableItem: item },
      )
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: casesKeys.detail(slug) }),
        queryClient.invalidateQueries({ queryKey: casesKeys.lists }),
        queryClient.invalidateQueries({ queryKey: casesKeys.top }),
        // The profile's drops and the seeds' nonce.
        queryClient.invalidateQueries({ queryKey: coreDataKeys.user }),
      ])
    },
  })
}
