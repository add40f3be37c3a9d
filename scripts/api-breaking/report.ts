// The check's report for a person: each breaking change under its operation, with the place and
// what happened in oasdiff's words; the accepted ones with their reasons; stale marks; the
// non-breaking changes only when asked for.
import { ACCEPT_MARK, type AcceptMark } from './accept-marks.ts'
import type { ContractChange } from './changes.ts'
import { operationName, type AcceptedChange, type Verdict } from './verdict.ts'

interface ReportOptions {
  /** What the contract was compared with, e.g. 'main (merge base b667438)'. */
  base: string
  revision: string
  verbose: boolean
}

const count = (n: number, thing: string) => `${n} ${thing}${n === 1 ? '' : 's'}`

function operationTitle({ operation }: ContractChange): string {
  if (!operation) return 'outside the paths'
  return operation.operationId ? `${operationName(operation)} (${operation.operationId})` : operationName(operation)
}

function changeLine({ text, check, line }: ContractChange): string {
  const where = line ? `; ${line.in === 'base' ? 'base ' : ''}line ${line.line}` : ''
  return `    - ${text} [${check}${where}]`
}

function byOperation<C extends ContractChange>(changes: C[], title: (change: C) => string): string[] {
  return [...Map.groupBy(changes, title)].flatMap(([heading, group]) => [`  ${heading}`, ...group.map(changeLine)])
}

const acceptedTitle = (change: AcceptedChange) => `${operationTitle(change)}, accepted: "${change.reason}"`

const markLine = ({ operation, reason, place }: AcceptMark) =>
  `  ${ACCEPT_MARK} ${place === 'operation' ? 'on' : 'at the root for'} ${operation}: "${reason}"`

export function formatReport({ breaking, accepted, nonBreaking, staleMarks }: Verdict, options: ReportOptions): string {
  const lines = [`API contract ${options.revision} compared with ${options.base}`]
  if (breaking.length + accepted.length + nonBreaking.length === 0) lines.push('No changes.')
  if (breaking.length > 0)
    lines.push(`✗ ${count(breaking.length, 'breaking change')} for clients:`, ...byOperation(breaking, operationTitle))
  if (accepted.length > 0)
    lines.push(`✓ ${count(accepted.length, 'breaking change')} accepted:`, ...byOperation(accepted, acceptedTitle))
  if (staleMarks.length > 0)
    lines.push(
      `⚠ ${count(staleMarks.length, 'accept mark')} matching no breaking change (remove):`,
      ...staleMarks.map(markLine),
    )
  if (nonBreaking.length > 0)
    lines.push(
      ...(options.verbose
        ? [`${count(nonBreaking.length, 'non-breaking change')}:`, ...byOperation(nonBreaking, operationTitle)]
        : [`${count(nonBreaking.length, 'non-breaking change')} (--verbose lists them).`]),
    )
  lines.push(
    breaking.length > 0
      ? `✗ Breaking for clients. If it is meant, put ${ACCEPT_MARK}: "<reason>" on the operation (docs/real-api.md: Contract changes that break clients).`
      : '✓ Nothing breaks clients unaccepted.',
  )
  return lines.join('\n')
}
