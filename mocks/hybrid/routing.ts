import { entryMatches, type OperationRef } from './operation-rule.ts'
import type { HybridSettings } from './settings.ts'

/** Who answers an operation: the fake backend, or the real API behind it. */
export type Side = 'fake' | 'real'

/**
 * Where the fake backend's hosts send each operation: with no settings (every host but a hybrid
 * dev server or demo) the fake answers everything; in hybrid mode the settings decide, and the
 * control panel may move single operations to the other side (`moved`, kept until the host
 * stops: the dev server's process, the demo's tab through `sessionStorage`).
 */
export interface Routing {
  settings: HybridSettings | null
  moved: Map<string, Side>
}

export const routing: Routing = { settings: null, moved: new Map() }

/** REAL_OPERATIONS carves exceptions out of FAKE_OPERATIONS; anything neither names is real. */
export function configuredSide(settings: HybridSettings, operation: OperationRef): Side {
  const named = (entries: readonly string[]) => entries.some((entry) => entryMatches(entry, operation))
  return named(settings.fake) && !named(settings.real) ? 'fake' : 'real'
}

export function sideOf(state: Routing, operation: OperationRef): Side {
  if (!state.settings) return 'fake'
  return state.moved.get(operation.id) ?? configuredSide(state.settings, operation)
}

/** Keeps the moves: a dev server hands its settings in again with every request. */
export function useHybridSettings(state: Routing, settings: HybridSettings | null): void {
  state.settings = settings
}

/** A move back to what the settings say is no move at all. */
export function moveOperation(state: Routing, operation: OperationRef, side: Side): void {
  if (!state.settings) throw new Error('Only hybrid mode has a real API to move an operation to')
  if (side === configuredSide(state.settings, operation)) state.moved.delete(operation.id)
  else state.moved.set(operation.id, side)
}

/** What the control panel shows of hybrid mode (`GET /api/__control`); null in any other mode. */
export interface RoutingState {
  realApiBaseUrl: string
  fake: readonly string[]
  real: readonly string[]
  /** Every operation of the contract, in its order, with who answers it now. */
  operations: { id: string; answeredBy: Side; moved: boolean }[]
}

export function routingState(state: Routing, operations: readonly OperationRef[]): RoutingState | null {
  const { settings } = state
  if (!settings) return null
  return {
    realApiBaseUrl: settings.realApiBaseUrl,
    fake: settings.fake,
    real: settings.real,
    operations: operations.map((operation) => ({
      id: operation.id,
      answeredBy: sideOf(state, operation),
      moved: state.moved.has(operation.id),
    })),
  }
}
