import { describe, expect, it } from 'vitest'
import { freshDb, personaUser } from '../../testing/backend/fake-db.ts'
import { changeBalance, ledgerOf } from './coins.ts'

describe('changeBalance', () => {
  it('records every change in the ledger', async () => {
    const db = await freshDb()
    const before = ledgerOf(db, 2).length
    const balance = await changeBalance(db, 2, 1_234, 'admin', null)
    expect(balance).toBe(26_234)
    expect(personaUser(db, 'regular').balanceCents).toBe(26_234)
    const ledger = ledgerOf(db, 2)
    expect(ledger).toHaveLength(before + 1)
    expect(ledger.at(-1)).toMatchObject({ amountCents: 1_234, balanceAfterCents: 26_234, reason: 'admin' })
  })

  it('never lets a balance go negative', async () => {
    const db = await freshDb()
    await expect(changeBalance(db, 2, -25_001, 'shop-buy', null)).rejects.toMatchObject({
      kind: 'rejected',
      text: { en: 'Not enough coins on your balance.' },
    })
    expect(personaUser(db, 'regular').balanceCents).toBe(25_000)
    expect(await changeBalance(db, 2, -25_000, 'shop-buy', null)).toBe(0)
  })
})
