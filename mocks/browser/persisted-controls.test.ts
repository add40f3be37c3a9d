import { afterEach, describe, expect, it, vi } from 'vitest'
import { callLog, recordCall, restoreCalls } from '../control/call-log.ts'
import { clearLatency, latency, latencyFor, setLatency } from '../control/latency.ts'
import { restoreControls, saveCalls, saveLatency } from './persisted-controls.ts'

describe('latency and the call log across page loads of the demo', () => {
  afterEach(() => {
    clearLatency(latency)
    restoreCalls(callLog, [])
    vi.unstubAllGlobals()
  })

  it('come back as they were left; broken entries are none', () => {
    const items = new Map<string, string>()
    vi.stubGlobal('sessionStorage', { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) })
    setLatency(latency, 300)
    setLatency(latency, 900, '/cards')
    recordCall(callLog, { method: 'GET', path: '/core', status: 200, durationMs: 4, atMs: 1 })
    recordCall(callLog, { method: 'POST', path: '/cases/x/open', status: 0, durationMs: 9, atMs: 2 })
    saveLatency()
    saveCalls()

    clearLatency(latency)
    restoreCalls(callLog, [])
    restoreControls()
    expect([latencyFor(latency, '/core'), latencyFor(latency, '/cards')]).toEqual([300, 900])
    expect(callLog.calls.map((call) => `${call.id} ${call.method} ${call.path} ${call.status}`)).toEqual(['2 POST /cases/x/open 0', '1 GET /core 200'])

    items.set('fake-backend-latency-v1', '{broken')
    items.set('fake-backend-calls-v1', JSON.stringify([{ nothing: 'here' }]))
    clearLatency(latency)
    restoreControls()
    expect([latency.allMs, callLog.calls]).toEqual([0, []])
  })
})
