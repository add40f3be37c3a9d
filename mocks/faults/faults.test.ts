import { describe, expect, it } from 'vitest'
import { clearFaults, planFault, takeFault, type Faults } from './faults.ts'

describe('planned failures', () => {
  it('fail the planned number of calls to their path, then answer again', () => {
    const faults: Faults = new Map()
    planFault(faults, '/core', 503, 2)
    expect(takeFault(faults, '/core')).toMatchObject({ status: 503 })
    expect(takeFault(faults, '/core')).toMatchObject({ status: 503 })
    expect(takeFault(faults, '/core')).toBeNull()
  })

  it('leave other paths alone', () => {
    const faults: Faults = new Map()
    planFault(faults, '/core', 0, 1)
    expect(takeFault(faults, '/categories')).toBeNull()
    expect(takeFault(faults, '/core')).toMatchObject({ status: 0 })
  })

  it('planning a path again replaces its fault; clearing ends them all', () => {
    const faults: Faults = new Map()
    planFault(faults, '/core', 503, 5)
    planFault(faults, '/core', 404, 1)
    expect(takeFault(faults, '/core')).toMatchObject({ status: 404 })
    expect(takeFault(faults, '/core')).toBeNull()
    planFault(faults, '/search', 500, 3)
    clearFaults(faults)
    expect(takeFault(faults, '/search')).toBeNull()
  })
})
