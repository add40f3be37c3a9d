import { z } from 'zod'
import { id, localized, localizedNullable } from './fragments.ts'

export const subcategorySchema = z.object({
  id,
  categoryId: id,
  slug: z.string(),
  name: localized,
  buttonText: localized,
  seoTitle: localizedNullable,
  seoDescription: localizedNullable,
  position: z.number().int(),
})
export type SubcategoryRow = z.infer<typeof subcategorySchema>
