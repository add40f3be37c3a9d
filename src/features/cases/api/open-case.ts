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
 * Opens the case. The drop becomes the case's available item at once. The case and its tasks
 * (under its key) are refetched once the opening has landed: opening moves `nextOpeningDate`
 * and starts the tasks over, and a task list reset to "0 of 3" with live Check buttons beside a
 * strip still running would offer the tasks again before the drop is even known. The last
 * drops wait for the landing too, so they never tell the user first.
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
      let landing: Promise<unknown> | undefined
      const landed = (): Promise<unknown> => {
        if (!landing) {
          hold?.releaseOwnDrops()
          landing = Promise.all([
            queryClient.invalidateQueries({ queryKey: casesKeys.lastDroppedItems }),
            queryClient.invalidateQueries({ queryKey: casesKeys.detail(slug) }),
          ])
        }
        return landing
      }
      if (onOpened) onOpened(item, () => void landed())
      queryClient.setQueryData<Schemas['Case']>(
        casesKeys.detail(slug),
        (current) => current && { ...current, availableItem: item },
      )
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: casesKeys.lists }),
        queryClient.invalidateQueries({ queryKey: casesKeys.top }),
        // The profile's drops and the seeds' nonce.
        queryClient.invalidateQueries({ queryKey: coreDataKeys.user }),
        // Landed at once (no strip), the case is part of what the opening waits for.
        onOpened ? Promise.resolve() : landed(),
      ])
    },
  })
}
