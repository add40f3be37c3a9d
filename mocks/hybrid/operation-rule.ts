/**
 * What FAKE_OPERATIONS and REAL_OPERATIONS name: a comma-separated list whose entries are
 * - an operation id of the contract: `openCase`;
 * - a path of the contract, where `*` stands for any characters, `/` included: `/cases/*` is
 *   every operation under /cases/, `/cases/{slug}/open` that one path;
 * - either of those paths after a method: `GET /cards/*`;
 * - `*` alone: every operation.
 * Paths are the contract's (with `{slug}`), not addresses the app calls.
 */

/** An operation as the rule sees it. */
export interface OperationRef {
  id: string
  /** Upper case: `POST`. */
  method: string
  /** As the contract writes it: `/cases/{slug}/open`. */
  path: string
}

const METHOD_AND_PATH = /^(GET|POST|PUT|PATCH|DELETE)\s+(\/.*)$/i

export function operationEntries(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
}

function pathPattern(pattern: string): RegExp {
  return new RegExp(`^${pattern.replace(/[.+?^$()|[\]\\{}]/g, '\\$&').replace(/\*/g, '.*')}$`)
}

export function entryMatches(entry: string, operation: OperationRef): boolean {
  if (entry === '*') return true
  const withMethod = METHOD_AND_PATH.exec(entry)
  if (withMethod)
    return withMethod[1]?.toUpperCase() === operation.method && pathPattern(withMethod[2] ?? '').test(operation.path)
  if (entry.startsWith('/')) return pathPattern(entry).test(operation.path)
  return entry === operation.id
}

/** The entries no operation of the contract matches: a typo, or an operation since renamed. */
export function unmatchedEntries(entries: readonly string[], operations: readonly OperationRef[]): string[] {
  return entries.filter((entry) => !operations.some((operation) => entryMatches(entry, operation)))
}
