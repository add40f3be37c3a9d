import { z } from 'zod'
import { id, ms } from './fragments.ts'

export const caseStateSchema = z.object({
  id,
  userId: id,
  caseId: id,
  nextOpeningAtMs: ms.nullable(),
  activatedPromocodeId: id.nullable(),
  availableDropId: id.nullable(),
})
export type CaseStateRow = z.infer<typeof caseStateSchema>
