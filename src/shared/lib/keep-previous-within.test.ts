import { describe, expect, it } from 'vitest'
import { keepPreviousWithin } from './keep-previous-within'

const rows = { data: [{ id: 1 }] }

describe('keepPreviousWithin', () => {
  const placeholder = keepPreviousWithin(['admin', 'cards', 'list'])

  it('keeps the answer of another page or filter of the same list', () => {
    expect(placeholder(rows, { queryKey: ['admin', 'cards', 'list', { page: 1 }] })).toBe(rows)
  })

  it('drops the answer of another list, so its rows never show under these columns', () => {
    expect(placeholder(rows, { queryKey: ['admin', 'badges', 'list', { page: 1 }] })).toBeUndefined()
    expect(placeholder(rows, { queryKey: ['admin', 'cards', 'record', 1] })).toBeUndefined()
  })

  it('has nothing to keep before the first answer', () => {
    expect(placeholder(undefined, undefined)).toBeUndefined()
  })

  it('tells ids apart: one user’s ledger is not another’s', () => {
    const ledgerOf7 = keepPreviousWithin(['admin', 'users', 'ledger', 7])
    expect(ledgerOf7(rows, { queryKey: ['admin', 'users', 'ledger', 7, 2] })).toBe(rows)
    expect(ledgerOf7(rows, { queryKey: ['admin', 'users', 'ledger', 8, 1] })).toBeUndefined()
  })
})
