// The run in numbers, and the exit code they make: drift fails (1); calls without an answer, with
// no drift, leave the question open (2); everything answered as the contract says passes (0).
import type { Verification } from './verify.ts'

export interface Summary {
  calls: number
  asDeclared: number
  /** Calls whose answer drifted, and their drifts in all. */
  drifted: number
  drifts: number
  noAnswer: number
  notCalled: number
}

export function summarize({ checks }: Verification): Summary {
  const summary: Summary = { calls: checks.length, asDeclared: 0, drifted: 0, drifts: 0, noAnswer: 0, notCalled: 0 }
  for (const { outcome } of checks) {
    if (outcome.kind === 'no-answer') summary.noAnswer++
    else if (outcome.kind === 'not-called') summary.notCalled++
    else if (outcome.drifts.length === 0) summary.asDeclared++
    else {
      summary.drifted++
      summary.drifts += outcome.drifts.length
    }
  }
  return summary
}

export function exitCode(summary: Summary): 0 | 1 | 2 {
  if (summary.drifts > 0) return 1
  return summary.noAnswer > 0 ? 2 : 0
}
