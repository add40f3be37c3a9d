import { z } from 'zod'
import { id, localized, localizedNullable, ms } from './fragments.ts'

export const articleSchema = z.object({
  id,
  slug: z.string(),
  title: localized,
  /** Per language: the picture carries the title's words. */
  preview: localized,
  description: localized,
  text: localized,
  promocode: z.string().nullable(),
  url: z.string().nullable(),
  views: z.number().int().min(0),
  /** A draft (false) is seen in the admin panel only; visitors never find it. */
  published: z.boolean(),
  seoTitle: localizedNullable,
  seoDescription: localizedNullable,
  createdAtMs: ms,
  updatedAtMs: ms,
})
export type ArticleRow = z.infer<typeof articleSchema>
