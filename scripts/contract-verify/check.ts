// What one call came to: answered (with its drifts, none when the answer is one the contract
// describes), no answer (and why), or not made (and why).
import type { Drift } from './drift.ts'
import type { Failure } from './send.ts'

export type AudienceName = 'guest' | 'signed-in'

export type Outcome =
  | { kind: 'answered'; status: number; drifts: Drift[]; note?: string }
  | { kind: 'no-answer'; failure: Failure }
  | { kind: 'not-called'; reason: string }

export interface Check {
  operation: { method: string; path: string; operationId: string }
  audience: AudienceName
  /** Null for a call as the contract describes it; else what is wrong with the input. */
  badInput: string | null
  /** What was called (no cookie in it); null when it was not. */
  url: string | null
  outcome: Outcome
}

export const isSuccess = (status: number) => status >= 200 && status < 300
