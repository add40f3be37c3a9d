import type { CommentTarget } from './comment-target'

export const commentsKeys = {
  list: (target: CommentTarget, slug: string) => ['comments', target, slug] as const,
}
