import type { NotificationRow } from '../db/schema/notifications.ts'
import type { TradeRow } from '../db/schema/trades.ts'
import type { LastDrop } from './fair.ts'
import type { TradeStatus } from './trade-status.ts'

/**
 * What happened in the fake backend, as the domain rules announce it. Rules only `emit()`;
 * the real-time hosts (mocks/realtime/channel.ts and its transports) subscribe and decide who
 * hears what and in which shape. Dependencies point one way: this bus imports no rule that
 * emits (only rows and the types of fair.ts and trade-status.ts), the rules import the bus,
 * and mocks/realtime imports both (mocks/import-cycles.test.ts keeps it so). Payloads are rows, not contract shapes: a notification is still in both
 * languages here, since each listener gets it in its own.
 */
interface DomainEventMap {
  /** A case was opened: the drop enters the last-drops feed. */
  'item-dropped': LastDrop
  'balance-changed': { userId: number; balanceCents: number }
  /** To one user, or to everyone when `userId` is null. */
  'notification-created': { userId: number | null; notification: NotificationRow }
  /** A trade appeared (with its first status) or moved on as the fake clock ran. */
  'trade-status-changed': { userId: number; trade: TradeRow; status: TradeStatus }
}

type DomainEventType = keyof DomainEventMap

export type DomainEvent = { [Type in DomainEventType]: { type: Type } & DomainEventMap[Type] }[DomainEventType]

type Listener = (event: DomainEvent) => void

const listeners = new Set<Listener>()

/**
 * Tells every listener, synchronously and in subscription order. A failing listener is
 * logged and skipped: a transport's trouble must never fail the rule that emitted.
 */
export function emit(event: DomainEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(event)
    } catch (error) {
      console.error('[fake backend] a domain event listener failed', event.type, error)
    }
  }
}

/** Listens to every domain event; answers the function that stops listening. */
export function subscribe(listener: Listener): () => void {
  const own: Listener = (event) => listener(event)
  listeners.add(own)
  return () => {
    listeners.delete(own)
  }
}
