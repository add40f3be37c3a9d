import { z } from 'zod'
import { id, ms } from './fragments.ts'

const commentTargets = ['card', 'article'] as const
export type CommentTarget = (typeof commentTargets)[number]

export const commentSchema = z.object({
  id,
  target: z.enum(commentTargets),
  targetId: id,
  userId: id,
  evaluation: z.number().int().min(1).max(5),
  text: z.string(),
  createdAtMs: ms,
})
export type CommentRow = z.infer<typeof commentSchema>
