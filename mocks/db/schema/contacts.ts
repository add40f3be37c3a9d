import { z } from 'zod'
import { id, localized } from './fragments.ts'

export const contactSchema = z.object({
  id,
  name: localized,
  /** An http(s) or mailto: address, or plain text. */
  content: z.string(),
  contentLabel: localized,
  /** Order on the contacts page, smallest first. */
  position: z.number().int(),
})
export type ContactRow = z.infer<typeof contactSchema>
