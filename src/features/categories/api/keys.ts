const subcategories = (categorySlug: string) => ['categories', categorySlug, 'subcategories'] as const

export const categoriesKeys = {
  detail: (slug: string) => ['categories', slug] as const,
  subcategories,
  subcategory: (categorySlug: string, subcategorySlug: string) =>
    [...subcategories(categorySlug), subcategorySlug] as const,
}
