// The bad input whose refusal the contract declares, and whether it was refused so: a required
// field left out is a 422 with a message on that field, a field the operation does not take a
// 400 (a query parameter, for an operation with no body).
import { toFormData } from '../../src/api/form-data.ts'
import { isSuccess, type Check, type Outcome } from './check.ts'
import { at, isRecord, pointerOf, type Contract, type Operation } from './contract.ts'
import type { Drift } from './drift.ts'
import { bodyValues, requiredQuery } from './requests.ts'

export interface BadInput {
  /** What is wrong with it, for the report: `without the required field "text"`. */
  label: string
  expected: 400 | 422
  /** The field the refusal should name (a 422's `errors` key). */
  field: string
  body: FormData | undefined
  query: string
}

/** Not a name any operation takes, so a server that follows the contract refuses it. */
const FOREIGN_FIELD = 'contractVerifyForeignField'

export function badInputs(contract: Contract, operation: Operation): BadInput[] {
  const values = bodyValues(contract, operation)
  const query = requiredQuery(contract, operation)
  const cases: BadInput[] = []
  const required =
    operation.body && Array.isArray(operation.body.schema.required) ? operation.body.schema.required.map(String) : []
  if (values && required[0] !== undefined) {
    const { [required[0]]: _left, ...rest } = values
    cases.push({
      label: `without the required field "${required[0]}"`,
      expected: 422,
      field: required[0],
      body: toFormData(rest),
      query,
    })
  }
  if (values)
    cases.push({
      label: `with a field it does not take ("${FOREIGN_FIELD}")`,
      expected: 400,
      field: FOREIGN_FIELD,
      body: toFormData({ ...values, [FOREIGN_FIELD]: 'x' }),
      query,
    })
  else
    cases.push({
      label: `with a query parameter it does not take ("${FOREIGN_FIELD}")`,
      expected: 400,
      field: FOREIGN_FIELD,
      body: undefined,
      query: [query, `${FOREIGN_FIELD}=x`].filter(Boolean).join('&'),
    })
  return cases.filter((bad) => operation.responses.has(String(bad.expected)))
}

/** Refusals that come before a server reads the input: who is calling, and what is addressed. */
const REFUSED_BEFORE_INPUT = new Set([401, 403, 404, 409])

/**
 * Whether bad input was refused as the contract says. A refusal that comes before the input is
 * read (who calls, what is addressed), or that the valid call got too (a case that takes no
 * promocode answers 400 whatever the code), says nothing about the input: noted, not drift.
 */
export function judgeInput(check: Check, body: unknown, bad: BadInput, valid: Outcome): Check {
  const { outcome } = check
  if (outcome.kind !== 'answered' || outcome.drifts.some((drift) => drift.kind === 'undeclared-status')) return check
  const { status } = outcome
  const adding = (drifts: Drift[], note?: string): Check => ({
    ...check,
    outcome: { ...outcome, drifts: [...outcome.drifts, ...drifts], ...(note ? { note } : {}) },
  })
  if (isSuccess(status))
    return adding([{ kind: 'bad-input-accepted', text: `took the request ${bad.label} (answered ${status})` }])
  if (REFUSED_BEFORE_INPUT.has(status)) return adding([], `refused with ${status} before the input was read`)
  if (status !== bad.expected) {
    if (valid.kind === 'answered' && valid.status === status)
      return adding([], `refused with ${status} as the valid call was: not about the input`)
    return adding([
      {
        kind: 'bad-input-other-status',
        text: `refused the request ${bad.label} with ${status}; the contract refuses it with ${bad.expected}`,
      },
    ])
  }
  const errors = at(body, '/errors')
  if (bad.expected === 422 && at(errors, pointerOf(bad.field)) === undefined) {
    const named = isRecord(errors) ? Object.keys(errors).join(', ') : ''
    return adding([
      {
        kind: 'bad-input-unnamed',
        at: '$.errors',
        text: `the 422 has no message on "${bad.field}" (it names ${named || 'nothing'})`,
      },
    ])
  }
  return check
}
