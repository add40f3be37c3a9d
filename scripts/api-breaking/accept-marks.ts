// Breaking changes the contract's authors accepted, read from the new contract. The mark sits on
// the operation that changed, `x-breaking-change-accepted: <reason>`, and accepts every breaking
// change of that operation. An operation that is gone has nothing left to carry it: then the
// mark is at the document's root, a map from 'METHOD /path' to the reason.
import { parse } from 'yaml'

export const ACCEPT_MARK = 'x-breaking-change-accepted'

export interface AcceptMark {
  /** 'POST /shop/buy', as oasdiff names operations. */
  operation: string
  reason: string
  place: 'operation' | 'root'
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function reason(value: unknown, where: string): string {
  if (typeof value !== 'string' || value.trim() === '')
    throw new Error(`${ACCEPT_MARK} ${where} must be the reason, a non-empty string`)
  return value.trim()
}

function operationMarks(paths: unknown): AcceptMark[] {
  if (!isRecord(paths)) return []
  return Object.entries(paths).flatMap(([path, item]) =>
    isRecord(item)
      ? METHODS.flatMap((method) => {
          const operation = item[method]
          if (!isRecord(operation) || !(ACCEPT_MARK in operation)) return []
          const name = `${method.toUpperCase()} ${path}`
          return [
            { operation: name, reason: reason(operation[ACCEPT_MARK], `on ${name}`), place: 'operation' as const },
          ]
        })
      : [],
  )
}

function rootMarks(value: unknown): AcceptMark[] {
  if (value === undefined) return []
  if (!isRecord(value)) throw new Error(`${ACCEPT_MARK} at the root must map 'METHOD /path' to a reason`)
  return Object.entries(value).map(([operation, text]) => {
    const [method = '', path = ''] = operation.split(' ')
    if (!METHODS.includes(method.toLowerCase()) || !path.startsWith('/'))
      throw new Error(`${ACCEPT_MARK} at the root: '${operation}' is not 'METHOD /path'`)
    const name = `${method.toUpperCase()} ${path}`
    return { operation: name, reason: reason(text, `for ${name}`), place: 'root' as const }
  })
}

export function readAcceptMarks(contractText: string): AcceptMark[] {
  // Parsing the whole contract takes longer than oasdiff's comparison, and most have no mark.
  if (!contractText.includes(ACCEPT_MARK)) return []
  const contract: unknown = parse(contractText)
  if (!isRecord(contract)) return []
  return [...operationMarks(contract.paths), ...rootMarks(contract[ACCEPT_MARK])]
}
