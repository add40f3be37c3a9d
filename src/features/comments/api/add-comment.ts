import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { unwrap } from '~/api/client'
import type { Schemas } from '~/api/types'
import { useApi } from '~/shared/services/app-services'
import type { CommentTarget } from './comment-target'
import { commentsKeys } from './keys'

type CommentInput = Schemas['CommentForm']

/**
 * Posts a review. On success the comments are fetched again, and so is whatever shows the
 * rating (`ratingQueryKeys`: the card or the article), because the server recomputes it.
 */
export function useAddComment(target: CommentTarget, slug: string, ratingQueryKeys: readonly QueryKey[]) {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: CommentInput) => {
      const params = { path: { slug } }
      const answer =
        target === 'cards'
          ? await unwrap(api.POST('/cards/{slug}/comments/add', { params, body: input }))
          : await unwrap(api.POST('/articles/{slug}/comments/add', { params, body: input }))
      return answer.data
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: commentsKeys.list(target, slug) }),
        ...ratingQueryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey, exact: true })),
      ]),
  })
}
