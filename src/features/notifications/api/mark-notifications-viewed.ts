import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '~/api/client'
import type { Core } from '~/shared/core-data/core-query'
import { coreDataKeys } from '~/shared/core-data/keys'
import { useApi } from '~/shared/services/app-services'
import { withAllViewed } from '../lib/viewed'

/**
 * Marks every notification viewed on the server, then in the cached core data, which hides
 * the unread dot. A failure is ignored (spec sections 4 and 8): the dot stays and the next
 * opening tries again.
 */
export function useMarkNotificationsViewed() {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => unwrap(api.POST('/notifications/view')),
    meta: { silent: true },
    onSuccess: () => {
      queryClient.setQueryData<Core>(coreDataKeys.core, (core) => (core ? withAllViewed(core) : core))
    },
  })
}
