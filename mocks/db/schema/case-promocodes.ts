import { z } from 'zod'
import { id, ms } from './fragments.ts'

export const casePromocodeSchema = z.object({
  id,
  caseId: id,
  code: z.string(),
  maxActivations: z.number().int().positive(),
  activatedUserIds: z.array(id),
  validUntilMs: ms.nullable(),
  /** Handed out to signed-in visitors on the case page, so the case can be tried at once. */
  auto: z.boolean(),
})
export type CasePromocodeRow = z.infer<typeof casePromocodeSchema>
