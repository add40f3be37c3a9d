import type { Db } from '../db/db.ts'
import type { ScenarioName } from '../scenarios.ts'

/** One call of the contract test (mocks/contract.test.ts), made from a freshly seeded state. */
export interface Call {
  operation: string
  /** Path parameters, filled into the contract path. */
  params?: Record<string, string>
  query?: string
  scenario?: ScenarioName
  /** Multipart fields; objects and arrays as JSON text, as the site sends them. */
  form?: Record<string, string>
  files?: Record<string, Blob>
  /** Puts what the call needs into the state after the scenario (a record nothing uses yet, to delete). */
  prepare?: (db: Db) => Promise<unknown>
  status: number
}
