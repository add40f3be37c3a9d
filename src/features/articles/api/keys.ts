export const articlesKeys = {
  list: (page: number) => ['articles', 'list', { page }] as const,
  /** Its `rating` changes when a review is posted: the comments invalidate it. */
  detail: (slug: string) => ['articles', 'detail', slug] as const,
}
