import { nextId, type Db } from '../db/db.ts'
import type { LedgerReason, LedgerRow } from '../db/schema/ledger.ts'
import { clock } from '../clock.ts'
import { rejected } from './errors.ts'
import { m } from './messages.ts'
import { emit } from './events.ts'

/** Why an admin changed a balance, and who did. */
export interface AdjustmentNote {
  note: string
  authorId: number
}

/**
 * The only way a balance changes: refuses to go below zero and writes a ledger row for
 * every change, so a balance always equals the sum of its ledger. Announces the new balance.
 */
async function writeChange(
  db: Db,
  userId: number,
  amountCents: number,
  reason: LedgerReason,
  sourceId: number | null,
  adjustment: AdjustmentNote | null,
): Promise<LedgerRow> {
  if (!Number.isInteger(amountCents)) throw new Error(`amounts are whole cents, got ${amountCents}`)
  const user = db.users.findFirst((q) => q.where({ id: userId }))
  if (!user) throw new Error(`no user ${userId}`)
  const balanceAfterCents = user.balanceCents + amountCents
  if (balanceAfterCents < 0) throw rejected(m.notEnoughCoins)
  await db.users.update((q) => q.where({ id: userId }), {
    data(row) {
      row.balanceCents = balanceAfterCents
    },
  })
  const entry = await db.ledger.create({
    id: nextId(db.ledger.all()),
    userId,
    amountCents,
    balanceAfterCents,
    reason,
    sourceId,
    note: adjustment?.note ?? null,
    authorId: adjustment?.authorId ?? null,
    atMs: clock.now(),
  })
  emit({ type: 'balance-changed', userId, balanceCents: balanceAfterCents })
  return entry
}

/** Changes a balance by a sale, a purchase or a reward; answers the new balance in cents. */
export async function changeBalance(
  db: Db,
  userId: number,
  amountCents: number,
  reason: LedgerReason,
  sourceId: number | null,
): Promise<number> {
  return (await writeChange(db, userId, amountCents, reason, sourceId, null)).balanceAfterCents
}

/** An admin's adjustment, with its reason and author in the ledger; answers the ledger entry. */
export function adjustBalance(
  db: Db,
  userId: number,
  amountCents: number,
  adjustment: AdjustmentNote,
): Promise<LedgerRow> {
  return writeChange(db, userId, amountCents, 'admin', null, adjustment)
}

export function ledgerOf(db: Db, userId: number) {
  return db.ledger.findMany((q) => q.where({ userId })).sort((a, b) => a.id - b.id)
}
