import { z } from 'zod'
import { cents, id, ms } from './fragments.ts'

const ledgerReasons = ['case-sell', 'shop-buy', 'ref-reward', 'admin'] as const
export type LedgerReason = (typeof ledgerReasons)[number]

export const ledgerSchema = z.object({
  id,
  userId: id,
  amountCents: cents,
  balanceAfterCents: cents.min(0),
  reason: z.enum(ledgerReasons),
  /** What caused it: a trade, drop or referral id, so statistics can be traced back. */
  sourceId: z.number().int().nullable(),
  /** The reason an admin gave for an adjustment; null for every other change. */
  note: z.string().nullable(),
  /** The admin who made an adjustment; null for every other change. */
  authorId: id.nullable(),
  atMs: ms,
})
export type LedgerRow = z.infer<typeof ledgerSchema>
