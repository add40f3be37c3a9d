/**
 * Runs a control call for a section of the panel and says how it went (`done` is announced).
 * `changesServer`: the app must see the change (a persona, a scenario, the clock, a reset), so
 * the host reloads the page after it; a fault or latency only touches later calls.
 */
export type Act = (run: () => Promise<void>, done: string, options?: { changesServer?: boolean }) => Promise<void>
