import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { unwrap } from '~/api/client'
import type { Schemas } from '~/api/types'
import { useApi } from '~/shared/services/app-services'

type Task = Schemas['Task']

export interface CheckTaskOptions {
  /** The cached list the task belongs to; the answered task replaces its entry. */
  listKey: QueryKey
  /** Queries embedding task progress (the case or giveaway itself), refreshed after a check. */
  related?: readonly QueryKey[]
}

/**
 * Checks a task on demand; the server completes it only when its condition holds. A refusal is
 * not toasted: the task's row says it, by the task and with the way on.
 */
export function useCheckTask({ listKey, related = [] }: CheckTaskOptions) {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (taskId: number) =>
      (await unwrap(api.POST('/tasks/{id}/check', { params: { path: { id: taskId } } }))).data,
    meta: { silent: true },
    onSuccess: async (task) => {
      queryClient.setQueryData<Task[]>(listKey, (tasks) => tasks?.map((entry) => (entry.id === task.id ? task : entry)))
      await Promise.all(related.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
    },
  })
}
