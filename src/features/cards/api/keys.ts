const detail = (slug: string) => ['cards', 'detail', slug] as const

export const cardsKeys = {
  list: (page: number) => ['cards', 'list', { page }] as const,
  top: ['cards', 'top'] as const,
  /** Its `rating` changes when a review is posted: the comments invalidate it (exactly, not its similar cards). */
  detail,
  similar: (slug: string) => [...detail(slug), 'similar'] as const,
  /** Under the category, as the category's page shows them; another subcategory is another list. */
  ofCategory: (categorySlug: string, subcategory: string | undefined) =>
    ['categories', categorySlug, 'cards', { subcategory: subcategory ?? null }] as const,
}
