import { callLog, restoreCalls, type CallRecord } from '../control/call-log.ts'
import { latency, latencyState, restoreLatency, type LatencyState } from '../control/latency.ts'
import { routing } from '../hybrid/routing.ts'

/**
 * The added latency, the call log and (hybrid mode) the operations the panel moved between the
 * fake and the real API live in the page, like planned faults (./persisted-faults.ts), and are
 * kept the same way in this tab's `sessionStorage`, so the page loads the control panel causes
 * (a persona, a scenario, a move) keep them.
 */
const LATENCY_KEY = 'fake-backend-latency-v1'
const CALLS_KEY = 'fake-backend-calls-v2'
const MOVED_KEY = 'fake-backend-moved-operations-v1'

function save(key: string, value: unknown): void {
  try {
    globalThis.sessionStorage.setItem(key, JSON.stringify(value))
  } catch {
    // No storage: they last this page load.
  }
}

function read(key: string): unknown {
  try {
    return JSON.parse(globalThis.sessionStorage.getItem(key) ?? 'null')
  } catch {
    return null
  }
}

export function saveLatency(): void {
  save(LATENCY_KEY, latencyState(latency))
}

export function saveCalls(): void {
  save(CALLS_KEY, callLog.calls)
}

export function saveMovedOperations(): void {
  save(MOVED_KEY, [...routing.moved])
}

function isLatencyState(value: unknown): value is LatencyState {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'allMs') === 'number' &&
    Array.isArray(Reflect.get(value, 'paths'))
  )
}

function isCallRecord(value: unknown): value is CallRecord {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'id') === 'number' &&
    typeof Reflect.get(value, 'path') === 'string' &&
    typeof Reflect.get(value, 'answeredBy') === 'string'
  )
}

function isMove(value: unknown): value is [string, 'fake' | 'real'] {
  return Array.isArray(value) && typeof value[0] === 'string' && (value[1] === 'fake' || value[1] === 'real')
}

export function restoreControls(): void {
  const savedLatency = read(LATENCY_KEY)
  if (isLatencyState(savedLatency)) restoreLatency(latency, savedLatency)
  const savedCalls = read(CALLS_KEY)
  if (Array.isArray(savedCalls)) restoreCalls(callLog, savedCalls.filter(isCallRecord))
  const savedMoves = read(MOVED_KEY)
  if (Array.isArray(savedMoves)) routing.moved = new Map(savedMoves.filter(isMove))
}
