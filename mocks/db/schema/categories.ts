import { z } from 'zod'
import { id, localized, localizedNullable } from './fragments.ts'

export const categorySchema = z.object({
  id,
  slug: z.string(),
  name: localized,
  image: z.string(),
  showAlert: z.boolean(),
  seoTitle: localizedNullable,
  seoDescription: localizedNullable,
  position: z.number().int(),
})
export type CategoryRow = z.infer<typeof categorySchema>
