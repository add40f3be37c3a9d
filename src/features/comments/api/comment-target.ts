/** What can be commented on: a card (/cards/{slug}) or an article (/articles/{slug}). */
export type CommentTarget = 'cards' | 'articles'

export const commentsQueryKey = (target: CommentTarget, slug: string) => ['comments', target, slug] as const
