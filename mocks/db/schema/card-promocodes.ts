import { z } from 'zod'
import { id, localized, ms } from './fragments.ts'

export const cardPromocodeSchema = z.object({
  id,
  cardId: id,
  title: localized,
  description: localized,
  code: z.string(),
  validUntilMs: ms.nullable(),
  hideLinkRu: z.boolean(),
})
export type CardPromocodeRow = z.infer<typeof cardPromocodeSchema>
