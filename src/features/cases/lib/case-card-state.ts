import type { Schemas } from '~/api/types'

/** What a case card says about opening the case, for the user who sees it. */
export type CaseCardState =
  | { kind: 'available' }
  /** The user holds an item from it, to sell or send first. */
  | { kind: 'drop-waiting' }
  | { kind: 'cooldown'; until: string }
  | { kind: 'tasks'; completed: number; total: number }
  | { kind: 'promocode' }
  /** The symbol case, open now until `until`. */
  | { kind: 'window-open'; until: string }
  /** The symbol case, closed (or opened already in this window) until `at`. */
  | { kind: 'window-closed'; at: string }

/**
 * The one state a card shows, by what stops the user first: an item still held, then time
 * (cooldown, the symbol's window), then the case's own gate. Lists that do not send the
 * optional state fields (a real API without them) show cases as available, as before.
 */
export function caseCardState(item: Schemas['CaseSummary']): CaseCardState {
  if (item.hasAvailableItem) return { kind: 'drop-waiting' }
  if (item.type === 'timed') {
    if (item.nextOpeningDate) return { kind: 'window-closed', at: item.nextOpeningDate }
    const window = item.timedWindow
    if (window)
      return window.open
        ? { kind: 'window-open', until: window.closesAt }
        : { kind: 'window-closed', at: window.opensAt }
    return { kind: 'available' }
  }
  if (item.nextOpeningDate) return { kind: 'cooldown', until: item.nextOpeningDate }
  const total = item.tasksTotal ?? 0
  const completed = item.tasksCompleted ?? 0
  if (item.type === 'free' && completed < total) return { kind: 'tasks', completed, total }
  if (item.type === 'promocode' && item.hasActivatedPromocode === false) return { kind: 'promocode' }
  return { kind: 'available' }
}
