/**
 * Runs `task` at the browser's next quiet moment, and within `timeoutMs` at the latest; returns
 * a cancel. For start-up work nothing on screen waits for: run while the page hydrates, it would
 * lengthen the tasks that keep a visitor's first presses waiting. Safari has no idle callback:
 * there a short timer lets the hydration's own tasks go first. Call it in effects only.
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs })
    return () => window.cancelIdleCallback(id)
  }
  const timer = setTimeout(task, Math.min(200, timeoutMs))
  return () => clearTimeout(timer)
}
