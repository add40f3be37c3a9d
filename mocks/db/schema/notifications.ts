import { z } from 'zod'
import { id, localized, ms } from './fragments.ts'

export const notificationSchema = z.object({
  id,
  /** The addressee; null sends it to every user, present and future. */
  userId: id.nullable(),
  title: localized,
  description: localized,
  link: z.string().nullable(),
  createdAtMs: ms,
  /**
   * Whether the addressee has seen it. Only for a notification to one user: who has seen one
   * sent to everyone is in `notificationViews`, a row per user, and this stays false.
   */
  viewed: z.boolean(),
})
export type NotificationRow = z.infer<typeof notificationSchema>
