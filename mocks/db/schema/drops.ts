import { z } from 'zod'
import { id, ms, skinFields } from './fragments.ts'
import { caseItemSchema } from './case-items.ts'

const dropStatuses = ['available', 'sold', 'sent'] as const

export const dropSchema = z.object({
  id,
  userId: id,
  caseId: id,
  caseItemId: id,
  ...skinFields,
  status: z.enum(dropStatuses),
  atMs: ms,
  /** The seeds the item was drawn with (mocks/domain/fair.ts) and the opening's nonce under them. */
  seedPairId: id,
  nonce: z.number().int().min(0),
  /** The case's items in their published order as they were drawn over, so a later edit of the case cannot change the proof. */
  itemsAtDraw: z.array(caseItemSchema.omit({ caseId: true, rarity: true })),
})
export type DropRow = z.infer<typeof dropSchema>
