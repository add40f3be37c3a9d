// A difference between an answer and the contract, named so a person can find it: the kind,
// where in the body (a JSON path such as `$.data[0].title`), and a sentence.
import { unescapeSegment } from './contract.ts'

export type DriftKind =
  | 'undeclared-status'
  | 'missing-field'
  | 'wrong-type'
  | 'unknown-enum-value'
  | 'broken-format'
  | 'unknown-field'
  | 'constraint'
  | 'not-json'
  | 'unexpected-body'
  | 'guest-served'
  | 'bad-input-accepted'
  | 'bad-input-other-status'
  | 'bad-input-unnamed'

export interface Drift {
  kind: DriftKind
  /** Where in the answer's body, for a drift of the body. */
  at?: string
  text: string
}

const PLAIN_KEY = /^[A-Za-z_$][\w$]*$/

/** `/data/0/title` (a JSON pointer, as ajv gives it) → `$.data[0].title`. */
export function jsonPath(pointer: string): string {
  const segments = pointer === '' ? [] : pointer.slice(1).split('/')
  return segments.reduce((path, raw) => {
    const segment = unescapeSegment(raw)
    if (/^\d+$/.test(segment)) return `${path}[${segment}]`
    return PLAIN_KEY.test(segment) ? `${path}.${segment}` : `${path}[${JSON.stringify(segment)}]`
  }, '$')
}

/** A value as it appears in a report line: JSON, cut short. */
export function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value)
  return text.length > 60 ? `${text.slice(0, 57)}...` : text
}

export function typeOf(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number' && Number.isInteger(value)) return 'integer'
  return typeof value
}
