/** The smallest store React can subscribe to with useSyncExternalStore. */
export interface ExternalStore<T> {
  getSnapshot: () => T
  /**
   * The state a server render saw: the store's first state. A part hydrated after the store has
   * changed (its code came late, `lib/lazy-hydrated`) must first render what the server did, or
   * React finds HTML that does not match and throws the server's away (error #418); it renders
   * the current state right after.
   */
  getServerSnapshot: () => T
  subscribe: (listener: () => void) => () => void
}

export function createExternalStore<T>(initial: T) {
  let state = initial
  const listeners = new Set<() => void>()
  return {
    getSnapshot: () => state,
    getServerSnapshot: () => initial,
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
