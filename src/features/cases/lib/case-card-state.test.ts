import { describe, expect, it } from 'vitest'
import type { Schemas } from '~/api/types'
import { caseCardState } from './case-card-state'

const IN_AN_HOUR = '2025-06-02T13:00:00.000Z'

function summary(patch: Partial<Schemas['CaseSummary']>): Schemas['CaseSummary'] {
  return { title: 'Case', slug: 'case', preview: '/p.png', type: 'free', nextOpeningDate: null, ...patch }
}

describe('the state a case card says', () => {
  it('puts an item still held first, then the cooldown, then the gate', () => {
    expect(caseCardState(summary({ hasAvailableItem: true, nextOpeningDate: IN_AN_HOUR }))).toEqual({
      kind: 'drop-waiting',
    })
    expect(caseCardState(summary({ nextOpeningDate: IN_AN_HOUR, tasksCompleted: 0, tasksTotal: 3 }))).toEqual({
      kind: 'cooldown',
      until: IN_AN_HOUR,
    })
    expect(caseCardState(summary({ tasksCompleted: 1, tasksTotal: 3 }))).toEqual({
      kind: 'tasks',
      completed: 1,
      total: 3,
    })
    expect(caseCardState(summary({ tasksCompleted: 3, tasksTotal: 3 }))).toEqual({ kind: 'available' })
  })

  it('asks for a promocode until one is active', () => {
    expect(caseCardState(summary({ type: 'promocode', hasActivatedPromocode: false }))).toEqual({ kind: 'promocode' })
    expect(caseCardState(summary({ type: 'promocode', hasActivatedPromocode: true }))).toEqual({ kind: 'available' })
  })

  it("gives the symbol case its window: open until, or opens at (the user's own next opening first)", () => {
    const window = { open: true, opensAt: '2025-06-02T12:00:00.000Z', closesAt: '2025-06-02T12:01:00.000Z' }
    expect(caseCardState(summary({ type: 'timed', timedWindow: window }))).toEqual({
      kind: 'window-open',
      until: window.closesAt,
    })
    expect(caseCardState(summary({ type: 'timed', timedWindow: { ...window, open: false } }))).toEqual({
      kind: 'window-closed',
      at: window.opensAt,
    })
    expect(caseCardState(summary({ type: 'timed', timedWindow: window, nextOpeningDate: IN_AN_HOUR }))).toEqual({
      kind: 'window-closed',
      at: IN_AN_HOUR,
    })
  })

  it('shows a case as available when the list says nothing of its state', () => {
    expect(caseCardState(summary({}))).toEqual({ kind: 'available' })
    expect(caseCardState(summary({ type: 'promocode' }))).toEqual({ kind: 'available' })
    expect(caseCardState(summary({ type: 'timed' }))).toEqual({ kind: 'available' })
  })
})
