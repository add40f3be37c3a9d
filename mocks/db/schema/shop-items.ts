import { z } from 'zod'
import { id, marketItemFields } from './fragments.ts'

export const gameIds = { cs2: 730, dota2: 570, rust: 252490 } as const

export const shopItemSchema = z.object({
  id,
  gameId: z.union([z.literal(gameIds.cs2), z.literal(gameIds.dota2), z.literal(gameIds.rust)]),
  ...marketItemFields,
  onSale: z.boolean(),
})
export type ShopItemRow = z.infer<typeof shopItemSchema>
