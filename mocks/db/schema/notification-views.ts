import { z } from 'zod'
import { id } from './fragments.ts'

/** A user has seen a notification sent to everyone (one to a single user keeps `viewed` on its row). */
export const notificationViewSchema = z.object({ id, notificationId: id, userId: id })
