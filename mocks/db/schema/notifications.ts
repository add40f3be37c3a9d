import { z } from 'zod'
import { id, localized, ms } from './fragments.ts'

export const notificationSchema = z.object({
  id,
  userId: id,
  title: localized,
  description: localized,
  link: z.string().nullable(),
  createdAtMs: ms,
  viewed: z.boolean(),
})
export type NotificationRow = z.infer<typeof notificationSchema>
