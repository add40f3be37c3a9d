import { beforeAll } from 'vitest'
import { clock } from '../../mocks/clock.ts'
import { callLog, restoreCalls } from '../../mocks/control/call-log.ts'
import { clearLatency, latency } from '../../mocks/control/latency.ts'
import { routing, useHybridSettings } from '../../mocks/hybrid/routing.ts'

// Test files share their worker's modules (isolate: false), so each file starts from the fake
// backend's process-wide controls as a fresh process has them: a file whose requests went through
// a host that follows wall time (mocks/http) must not hand a running clock, its calls, its
// latency or hybrid mode to the next. (The database is reset by each test that uses it.)
beforeAll(() => {
  clock.useFixedStart()
  clock.setMode('frozen')
  clock.reset()
  restoreCalls(callLog, [])
  clearLatency(latency)
  useHybridSettings(routing, null)
  routing.moved.clear()
})
