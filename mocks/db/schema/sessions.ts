import { z } from 'zod'
import { id, ms } from './fragments.ts'

export const sessionSchema = z.object({
  token: z.string(),
  /** What the real-time channel knows the session by; the session token itself never leaves its cookie. */
  socketToken: z.string(),
  userId: id,
  createdAtMs: ms,
})
