import { z } from 'zod'
import { id, localized } from './fragments.ts'

export const contactSchema = z.object({ id, name: localized, content: z.string(), contentLabel: localized })
export type ContactRow = z.infer<typeof contactSchema>
