import { afterEach, describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '../../testing/backend/memory-storage.ts'
import { clearFaults, faults, heldAnswers, planFault, takeFault } from '../faults/faults.ts'
import { restoreFaults, saveFaults } from './persisted-faults.ts'

describe('planned faults across page loads of the demo', () => {
  afterEach(() => {
    clearFaults(faults, heldAnswers)
    vi.unstubAllGlobals()
  })

  it('come back as they were left, used-up calls included, and a reset leaves none', () => {
    const storage = memoryStorage()
    vi.stubGlobal('sessionStorage', storage)
    planFault(faults, {
      path: '/cards/x',
      method: 'GET',
      kind: { type: 'error', status: 500, message: { ru: 'Сбой', en: 'Down' } },
      remaining: 3,
    })
    takeFault(faults, 'GET', '/cards/x')
    saveFaults()

    clearFaults(faults, heldAnswers)
    restoreFaults()
    expect(takeFault(faults, 'GET', '/cards/x')).toMatchObject({ remaining: 2, kind: { status: 500 } })
    expect(takeFault(faults, 'GET', '/cards/x')).toMatchObject({ remaining: 1 })
    expect(takeFault(faults, 'GET', '/cards/x')).toBeNull()

    saveFaults()
    expect(storage.length).toBe(0)
    storage.setItem('fake-backend-faults-v1', '{broken')
    restoreFaults()
    expect(faults.size).toBe(0)
  })
})
