import { z } from 'zod'
import { id, ms, skinFields } from './fragments.ts'

const dropStatuses = ['available', 'sold', 'sent'] as const

export const dropSchema = z.object({
  id,
  userId: id,
  caseId: id,
  caseItemId: id,
  ...skinFields,
  status: z.enum(dropStatuses),
  atMs: ms,
})
export type DropRow = z.infer<typeof dropSchema>
