import type { MessageDescriptor } from '@lingui/core'
import { createExternalStore, type ExternalStore } from '~/shared/lib/external-store'

export type ToastType = 'success' | 'error' | 'info'

/**
 * A server text about something possible later: the moment is written when shown, in the
 * page's language and the visitor's time zone, which the server does not know.
 */
interface TextWithMoment {
  message: string
  /** ISO date-time. */
  availableAt: string
}

/** Server texts arrive translated; the app's own texts are translated when shown. */
type ToastText = string | MessageDescriptor | TextWithMoment

export interface Toast {
  id: number
  text: ToastText
  type: ToastType
}

/** Spec section 9: toasts close after 3000 ms unless told otherwise. */
export const TOAST_DURATION_MS = 3000

export interface ToastStore extends ExternalStore<readonly Toast[]> {
  show: (text: ToastText, type?: ToastType, durationMs?: number) => number
  dismiss: (id: number) => void
}

export function createToastStore(): ToastStore {
  const store = createExternalStore<readonly Toast[]>([])
  let nextId = 1
  const dismiss = (id: number) => store.set(store.getSnapshot().filter((toast) => toast.id !== id))
  return {
    getSnapshot: store.getSnapshot,
    getServerSnapshot: store.getServerSnapshot,
    subscribe: store.subscribe,
    dismiss,
    show(text, type = 'info', durationMs = TOAST_DURATION_MS) {
      const id = nextId++
      store.set([...store.getSnapshot(), { id, text, type }])
      setTimeout(() => dismiss(id), durationMs)
      return id
    },
  }
}
