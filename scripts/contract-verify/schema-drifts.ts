// ajv's errors for a body, turned into drifts a person can act on. ajv (allErrors) reports every
// branch of a failed `oneOf`; the contract's are all "X or null", so the branch the value's
// type did not fit is left out and what went wrong inside the other is what is reported.
import type { ErrorObject } from 'ajv'
import { at, pointerOf } from './contract.ts'
import { jsonPath, shown, typeOf, type Drift } from './drift.ts'

const ALTERNATIVES = new Set(['oneOf', 'anyOf'])

const under = (path: string, root: string) => path === root || path.startsWith(`${root}/`)

const typesOf = (error: ErrorObject): string[] => {
  const { type } = error.params as { type: string | string[] }
  return Array.isArray(type) ? type : type.split(',')
}

/**
 * A failed oneOf/anyOf: the type errors at its own place (the alternatives whose type the value
 * did not have) and the oneOf error itself give way to what is left of the branches; when nothing
 * is left, the value fitted no alternative's type, said as one wrong type.
 */
function withoutUnfittedAlternatives(errors: readonly ErrorObject[]): ErrorObject[] {
  const result: ErrorObject[] = []
  for (const error of errors) {
    if (!ALTERNATIVES.has(error.keyword)) {
      result.push(error)
      continue
    }
    const branches = result.filter((earlier) => under(earlier.instancePath, error.instancePath))
    const unfitted = branches.filter(
      (branch) => branch.keyword === 'type' && branch.instancePath === error.instancePath,
    )
    const kept = result.filter((earlier) => !unfitted.includes(earlier))
    if (branches.length === 0) result.push(error)
    else if (branches.length > unfitted.length) result.splice(0, result.length, ...kept)
    else
      result.splice(0, result.length, ...kept, {
        ...error,
        keyword: 'type',
        params: { type: unfitted.flatMap(typesOf) },
      })
  }
  return result
}

function drift(error: ErrorObject, body: unknown): Drift {
  const place = jsonPath(error.instancePath)
  const value = at(body, error.instancePath)
  const params = error.params as Record<string, unknown>
  switch (error.keyword) {
    case 'required': {
      const field = jsonPath(`${error.instancePath}${pointerOf(String(params.missingProperty))}`)
      return { kind: 'missing-field', at: field, text: `missing required field ${field}` }
    }
    case 'type':
      return {
        kind: 'wrong-type',
        at: place,
        text: `wrong type at ${place}: expected ${typesOf(error).join(' or ')}, got ${typeOf(value)} ${shown(value)}`,
      }
    case 'enum':
    case 'const': {
      const allowed = error.keyword === 'enum' ? (params.allowedValues as unknown[]) : [params.allowedValue]
      return {
        kind: 'unknown-enum-value',
        at: place,
        text: `unknown enum value ${shown(value)} at ${place} (the contract has ${allowed.map(shown).join(', ')})`,
      }
    }
    case 'format':
      return {
        kind: 'broken-format',
        at: place,
        text: `broken format at ${place}: ${shown(value)} is not a ${String(params.format)}`,
      }
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const name = String(params.additionalProperty ?? params.unevaluatedProperty)
      const field = jsonPath(`${error.instancePath}${pointerOf(name)}`)
      return { kind: 'unknown-field', at: field, text: `field ${field} is not in the contract` }
    }
    default:
      return {
        kind: 'constraint',
        at: place,
        text: `${place} ${shown(value)} ${error.message ?? 'breaks the schema'} (${error.keyword})`,
      }
  }
}

export function schemaDrifts(errors: readonly ErrorObject[], body: unknown): Drift[] {
  return withoutUnfittedAlternatives(errors).map((error) => drift(error, body))
}
