// The run for a person: each drift under its call (operation, audience, status), the calls that
// got no answer or were not made and why, then a table of every call (an operation per row, an
// audience per column) and the verdict.
import type { Summary } from './summary.ts'
import type { AudienceName, Check } from './check.ts'
import type { Verification } from './verify.ts'

interface ReportHeader {
  contract: string
  baseUrl: string
  audiences: readonly AudienceName[]
  writes: boolean
}

const AUDIENCE_TITLE: Record<AudienceName, string> = { guest: 'guest', 'signed-in': 'signed in' }

const count = (n: number, thing: string, things = `${thing}s`) => `${n} ${n === 1 ? thing : things}`

const operationTitle = ({ operation }: Check) => `${operation.method} ${operation.path} (${operation.operationId})`

function callTitle(check: Check): string {
  const input = check.badInput ? `, ${check.badInput}` : ''
  return `${operationTitle(check)}${input}, ${AUDIENCE_TITLE[check.audience]}`
}

function details(checks: readonly Check[]): string[] {
  const lines: string[] = []
  for (const check of checks) {
    const { outcome } = check
    if (outcome.kind === 'answered' && outcome.drifts.length > 0)
      lines.push(`✗ ${callTitle(check)}: ${outcome.status}`, ...outcome.drifts.map((drift) => `    - ${drift.text}`))
  }
  for (const check of checks)
    if (check.outcome.kind === 'no-answer') lines.push(`⚠ ${callTitle(check)}: ${check.outcome.failure.text}`)
  for (const check of checks)
    if (check.outcome.kind === 'not-called') lines.push(`– ${callTitle(check)}: not called, ${check.outcome.reason}`)
  for (const check of checks)
    if (check.outcome.kind === 'answered' && check.outcome.note)
      lines.push(`· ${callTitle(check)}: ${check.outcome.note}`)
  return lines
}

function cell(check: Check | undefined): string {
  if (!check) return ''
  const { outcome } = check
  if (outcome.kind === 'no-answer') return `⚠ ${outcome.failure.kind}`
  if (outcome.kind === 'not-called') return '– not called'
  return outcome.drifts.length === 0 ? `${outcome.status} ✓` : `${outcome.status} ✗ ${outcome.drifts.length}`
}

interface Row {
  title: string
  operation: string
  badInput: boolean
  cells: Map<AudienceName, Check>
}

/** A row per call (an operation, with its bad input beneath it), a column per audience. */
function table(checks: readonly Check[], audiences: readonly AudienceName[]): string[] {
  const rows = new Map<string, Row>()
  for (const check of checks) {
    const operation = operationTitle(check)
    const key = `${operation}\n${check.badInput ?? ''}`
    const row = rows.get(key) ?? {
      title: check.badInput ? `  ${check.badInput}` : operation,
      operation,
      badInput: check.badInput !== null,
      cells: new Map(),
    }
    row.cells.set(check.audience, check)
    rows.set(key, row)
  }
  const order = [...new Set(checks.map(operationTitle))]
  const sorted = [...rows.values()].sort(
    (a, b) => order.indexOf(a.operation) - order.indexOf(b.operation) || Number(a.badInput) - Number(b.badInput),
  )
  const lines = sorted.map((row) => [row.title, ...audiences.map((audience) => cell(row.cells.get(audience)))])
  const header = ['Operation', ...audiences.map((audience) => AUDIENCE_TITLE[audience])]
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  )
  const format = (line: string[]) =>
    line
      .map((text, column) => text.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd()
  return [format(header), ...lines.map(format)]
}

export function formatReport(verification: Verification, summary: Summary, header: ReportHeader): string {
  const who = header.audiences.map((audience) => AUDIENCE_TITLE[audience]).join(' and ')
  const lines = [
    `API ${header.baseUrl} checked against ${header.contract}`,
    `Every GET operation as a ${who}${header.writes ? ', then the POST operations with valid and bad input' : ' (reads only)'}.`,
    '',
  ]
  if (verification.unreachable) {
    lines.push(`⚠ The API could not be reached: ${verification.unreachable.text}. Nothing was checked.`)
    return lines.join('\n')
  }
  const found = details(verification.checks)
  if (found.length > 0) lines.push(...found, '')
  lines.push(...table(verification.checks, header.audiences), '')
  lines.push(
    `${count(summary.calls, 'call')}: ${summary.asDeclared} as the contract says, ${summary.drifted} with drift, ` +
      `${summary.noAnswer} without an answer, ${summary.notCalled} not called.`,
  )
  if (summary.drifts > 0)
    lines.push(
      `✗ ${count(summary.drifts, 'drift')} in ${count(summary.drifted, 'call')}: this API is not the one the contract describes.`,
    )
  else if (summary.noAnswer > 0)
    lines.push(`⚠ No drift in the answers, but ${count(summary.noAnswer, 'call')} got no answer: not known for those.`)
  else lines.push('✓ Every answer is one the contract describes.')
  return lines.join('\n')
}
