import { infiniteQueryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import type { CommentTarget } from './comment-target'
import { commentsKeys } from './keys'

function fetchCommentPage(api: ApiClient, target: CommentTarget, slug: string, page: number) {
  const params = { path: { slug }, query: { page } }
  return target === 'cards'
    ? unwrap(api.GET('/cards/{slug}/comments', { params }))
    : unwrap(api.GET('/articles/{slug}/comments', { params }))
}

/** A card's or an article's comments, newest first, page after page ("show more"). */
export function commentsQueryOptions(api: ApiClient, target: CommentTarget, slug: string) {
  return infiniteQueryOptions({
    queryKey: commentsKeys.list(target, slug),
    queryFn: ({ pageParam }) => fetchCommentPage(api, target, slug, pageParam),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) =>
      pagination.current_page < pagination.last_page ? pagination.current_page + 1 : undefined,
  })
}
