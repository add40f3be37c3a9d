import { z } from 'zod'
import { id, localized } from './fragments.ts'

export const badgeSchema = z.object({ id, text: localized, color: z.string() })
export type BadgeRow = z.infer<typeof badgeSchema>
