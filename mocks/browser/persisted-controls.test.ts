import { afterEach, describe, expect, it, vi } from 'vitest'
import { callLog, recordCall, restoreCalls } from '../control/call-log.ts'
import { clearLatency, latency, latencyFor, setLatency } from '../control/latency.ts'
import { routing } from '../hybrid/routing.ts'
import { restoreControls, saveCalls, saveLatency, saveMovedOperations } from './persisted-controls.ts'

describe('latency, the call log and moved operations across page loads of the demo', () => {
  afterEach(() => {
    clearLatency(latency)
    restoreCalls(callLog, [])
    routing.moved.clear()
    vi.unstubAllGlobals()
  })

  it('come back as they were left; broken entries are none', () => {
    const items = new Map<string, string>()
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    })
    setLatency(latency, 300)
    setLatency(latency, 900, '/cards')
    recordCall(callLog, {
      method: 'GET',
      path: '/core',
      status: 200,
      durationMs: 4,
      atMs: 1,
      answeredBy: 'real',
      operation: 'getCore',
    })
    recordCall(callLog, {
      method: 'POST',
      path: '/cases/x/open',
      status: 0,
      durationMs: 9,
      atMs: 2,
      answeredBy: 'fake',
      operation: 'openCase',
    })
    routing.moved.set('getCore', 'fake')
    saveLatency()
    saveCalls()
    saveMovedOperations()

    clearLatency(latency)
    restoreCalls(callLog, [])
    routing.moved.clear()
    restoreControls()
    expect([latencyFor(latency, '/core'), latencyFor(latency, '/cards')]).toEqual([300, 900])
    expect(
      callLog.calls.map((call) => `${call.id} ${call.method} ${call.path} ${call.status} ${call.answeredBy}`),
    ).toEqual(['2 POST /cases/x/open 0 fake', '1 GET /core 200 real'])
    expect([...routing.moved]).toEqual([['getCore', 'fake']])

    items.set('fake-backend-latency-v1', '{broken')
    items.set('fake-backend-calls-v2', JSON.stringify([{ nothing: 'here' }]))
    items.set('fake-backend-moved-operations-v1', JSON.stringify([['getCore', 'elsewhere'], 'openCase']))
    clearLatency(latency)
    restoreControls()
    expect([latency.allMs, callLog.calls, routing.moved.size]).toEqual([0, [], 0])
  })
})
