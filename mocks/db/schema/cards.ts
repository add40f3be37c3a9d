import { z } from 'zod'
import { id, localized, localizedNullable, ms } from './fragments.ts'

export const cardSchema = z.object({
  id,
  slug: z.string(),
  categoryId: id,
  subcategoryId: id.nullable(),
  /** A card type (mocks/db/schema/card-types.ts), or none. */
  typeId: id.nullable(),
  preview: z.string(),
  title: localized,
  fullTitle: localized,
  description: localized,
  text: localized,
  instruction: localized,
  buttonText: localized,
  link: z.string(),
  reward: localized,
  promocode: z.string().nullable(),
  badgeIds: z.array(id),
  hideRuLink: z.boolean(),
  top: z.boolean(),
  position: z.number().int(),
  showAlert: z.boolean(),
  seoTitle: localizedNullable,
  seoDescription: localizedNullable,
  createdAtMs: ms,
})
export type CardRow = z.infer<typeof cardSchema>
