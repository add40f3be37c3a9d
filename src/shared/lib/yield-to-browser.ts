/**
 * Ends the current task and resumes in a later one, so the browser can paint and take input in
 * between: for start-up work in steps that would otherwise make one long task. Where the browser
 * has `scheduler.yield` (Chromium), the rest runs before other waiting tasks; elsewhere a timer.
 */
export function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } }
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
