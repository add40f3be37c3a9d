import { z } from 'zod'
import { id, ms } from './fragments.ts'

export const uploadContentTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const

/** An image an admin uploaded; its bytes live in the row (base64) so every host, and a browser snapshot, keeps them. */
export const uploadSchema = z.object({
  id,
  contentType: z.enum(uploadContentTypes),
  base64: z.string(),
  size: z.number().int().positive(),
  uploaderId: id,
  createdAtMs: ms,
})
export type UploadRow = z.infer<typeof uploadSchema>
