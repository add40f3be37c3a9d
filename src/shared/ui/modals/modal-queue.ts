import type { ReactNode } from 'react'
import { createExternalStore, type ExternalStore } from '~/shared/lib/external-store'

export interface ModalEntry {
  /** Opening a modal with an id already queued replaces it instead of stacking a copy. */
  id: string
  /** Rendered, not captured: a translated title follows the catalog loaded after it opened. */
  title?: ReactNode
  /** Whether a click on the backdrop closes it (spec: only when enabled). */
  closeOnBackdrop: boolean
  /** Whether the close button and Escape are offered: the age check must be answered. */
  dismissible: boolean
  render: (close: () => void) => ReactNode
}

export interface ModalQueueState {
  queue: readonly ModalEntry[]
  current: ModalEntry | null
}

export const emptyModalQueue: ModalQueueState = { queue: [], current: null }

/** Opening adds the modal to the queue and makes it current (spec section 4). */
export function openModal(state: ModalQueueState, modal: ModalEntry): ModalQueueState {
  const queue = [...state.queue.filter((entry) => entry.id !== modal.id), modal]
  return { queue, current: modal }
}

/** Closing removes the current one and shows the last queued one, or none. */
export function closeModal(state: ModalQueueState, id = state.current?.id): ModalQueueState {
  const queue = state.queue.filter((entry) => entry.id !== id)
  return { queue, current: queue.at(-1) ?? null }
}

export interface ModalStore extends ExternalStore<ModalQueueState> {
  open: (modal: ModalEntry) => void
  close: (id?: string) => void
}

export function createModalStore(): ModalStore {
  const store = createExternalStore(emptyModalQueue)
  return {
    getSnapshot: store.getSnapshot,
    getServerSnapshot: store.getServerSnapshot,
    subscribe: store.subscribe,
    open: (modal) => store.set(openModal(store.getSnapshot(), modal)),
    close: (id) => store.set(closeModal(store.getSnapshot(), id)),
  }
}
