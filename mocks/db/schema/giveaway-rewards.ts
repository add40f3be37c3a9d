import { z } from 'zod'
import { id, ms } from './fragments.ts'

export const giveawayRewardSchema = z.object({
  id,
  giveawayId: id,
  value: z.string(),
  takenByUserId: id.nullable(),
  takenAtMs: ms.nullable(),
})
export type GiveawayRewardRow = z.infer<typeof giveawayRewardSchema>
