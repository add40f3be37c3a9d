import { z } from 'zod'
import { id } from './fragments.ts'

export const taskProgressSchema = z.object({ id, userId: id, taskId: id, visited: z.boolean(), completed: z.boolean() })
export type TaskProgressRow = z.infer<typeof taskProgressSchema>
