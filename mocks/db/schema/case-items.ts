import { z } from 'zod'
import { id, skinFields } from './fragments.ts'
import { cs2RarityNames } from './rarities.ts'

export const caseItemSchema = z.object({
  id,
  caseId: id,
  ...skinFields,
  /** A CS2 tier; `rarityColor` is that tier's colour. */
  rarity: z.enum(cs2RarityNames),
  /** The item's share of the draw: its chance is its weight over the sum of its case's weights. */
  weight: z.number().int().min(1),
})
export type CaseItemRow = z.infer<typeof caseItemSchema>
