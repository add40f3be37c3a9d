import { useMutation } from '@tanstack/react-query'
import { unwrap } from '~/api/client'
import { useApi } from '~/shared/services/app-services'

/** Asks for the task's URL; the server records the visit, which a later check relies on. */
export function useTaskLink() {
  const api = useApi()
  return useMutation({
    mutationFn: async (taskId: number) =>
      (await unwrap(api.GET('/tasks/{id}/link', { params: { path: { id: taskId } } }))).data.link,
  })
}
