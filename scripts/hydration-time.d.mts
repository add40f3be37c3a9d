export interface LongTask {
  startMs: number
  durationMs: number
}

export const LONGEST_TASK_BUDGET_MS: number

export function summariseLongTasks(
  longTasks: readonly LongTask[],
  hydratedMs: number,
): { count: number; longestMs: number; blockingMs: number }
