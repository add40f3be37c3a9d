export interface LongTask {
  startMs: number
  durationMs: number
}

export interface LongFrame {
  startMs: number
  durationMs: number
  renderStartMs: number
}

export const LONG_TASK_MS: number

export function withRenderingUpdates(longTasks: readonly LongTask[], longFrames: readonly LongFrame[]): LongTask[]

export function summariseLongTasks(
  longTasks: readonly LongTask[],
  hydratedMs: number,
): { count: number; longestMs: number; blockingMs: number }
