/** The smallest store React can subscribe to with useSyncExternalStore. */
export interface ExternalStore<T> {
  getSnapshot: () => T
  subscribe: (listener: () => void) => () => void
}

export function createExternalStore<T>(initial: T) {
  let state = initial
  const listeners = new Set<() => void>()
  return {
    getSnapshot: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    set: (next: T) => {
      state = next
      for (const listener of listeners) listener()
    },
  }
}
