import { z } from 'zod'
import { id, skinFields } from './fragments.ts'

export const caseItemSchema = z.object({ id, caseId: id, ...skinFields })
export type CaseItemRow = z.infer<typeof caseItemSchema>
