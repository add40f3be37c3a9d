// Sorts the changes into what fails the check and what does not, and finds the accept marks that
// no longer match a breaking change (left over from a change already on main: to be removed).
import type { AcceptMark } from './accept-marks.ts'
import type { ContractChange, Operation } from './changes.ts'

export interface AcceptedChange extends ContractChange {
  reason: string
}

export interface Verdict {
  breaking: ContractChange[]
  accepted: AcceptedChange[]
  nonBreaking: ContractChange[]
  staleMarks: AcceptMark[]
}

export const operationName = ({ method, path }: Operation) => `${method} ${path}`

export function judge(changes: ContractChange[], marks: AcceptMark[]): Verdict {
  const markOf = ({ operation }: ContractChange) =>
    operation ? marks.find((mark) => mark.operation === operationName(operation)) : undefined
  const verdict: Verdict = { breaking: [], accepted: [], nonBreaking: [], staleMarks: [] }
  const used = new Set<AcceptMark>()
  for (const change of changes) {
    const mark = change.breaking ? markOf(change) : undefined
    if (!change.breaking) verdict.nonBreaking.push(change)
    else if (!mark) verdict.breaking.push(change)
    else {
      used.add(mark)
      verdict.accepted.push({ ...change, reason: mark.reason })
    }
  }
  verdict.staleMarks = marks.filter((mark) => !used.has(mark))
  return verdict
}
