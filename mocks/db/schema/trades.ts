import { z } from 'zod'
import { id, marketItemFields, ms } from './fragments.ts'

const tradeKinds = ['shop', 'case-send', 'case-sell'] as const
export type TradeKind = (typeof tradeKinds)[number]

export const tradeSchema = z.object({
  id,
  userId: id,
  kind: z.enum(tradeKinds),
  ...marketItemFields,
  /** The tradelink the item goes to; null for a sold item, which goes nowhere. */
  tradelink: z.string().nullable(),
  createdAtMs: ms,
})
export type TradeRow = z.infer<typeof tradeSchema>
