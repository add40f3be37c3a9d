/** What can be commented on: a card (/cards/{slug}) or an article (/articles/{slug}). */
export type CommentTarget = 'cards' | 'articles'
