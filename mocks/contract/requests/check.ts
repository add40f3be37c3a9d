import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js'
import {
  matchOperation,
  requestOperations,
  type BodyField,
  type QueryParameter,
  type RequestOperation,
} from './operations.ts'

/**
 * Checks a request to the fake backend against the contract, so the app (or a test) cannot
 * drift from it unnoticed: answers what does not match, or null.
 *
 * The rule: the check is about the request's SHAPE, which the app's code makes; the VALUES a
 * visitor types or puts into the address stay with the domain rules, which answer 422 (or 404)
 * with a message on the field. So it refuses an operation the contract does not have, a query
 * parameter or body field it does not name (or a deepObject sent as a plain value, a single
 * value sent twice), a missing required query parameter, no body at all where the contract
 * requires one (`requestBody.required`), a body of the wrong media type, a file where text goes
 * or text where a file goes, a checkbox field that is not `true`/`false`, and a JSON field
 * (objects and arrays travel as JSON text in one form field) whose parsed value is not the
 * declared structure: its types, required and unknown properties, nested all the way down.
 * It never judges a path parameter, a query value or a typed form value (text and numbers, an
 * empty field the client leaves out, a field that is not JSON at all), nor inside JSON the
 * keywords a visitor's typing decides: lengths, patterns, formats, ranges, enums, item counts,
 * and whole-versus-fractional numbers (a number input's NaN or Infinity becomes JSON null, so
 * numbers may be null too).
 */

const CONTRACT_ID = 'https://contract.local/requests.json'

/** Prefixes under /api that are not operations of the contract: control, the fake platform, files a CDN would serve, the real-time channel. */
const OUTSIDE_CONTRACT = ['/__control', '/fake-platform/', '/fake-images/', '/uploads/', '/socket.io']

const VALUE_KEYWORDS = new Set([
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'enum',
  'const',
  'minItems',
  'maxItems',
  'uniqueItems',
  'default',
  'example',
  'examples',
])

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function relaxedType(type: unknown): unknown {
  const kinds: unknown[] = (Array.isArray(type) ? (type as unknown[]) : [type]).map((kind) =>
    kind === 'integer' ? 'number' : kind,
  )
  if (kinds.includes('number') && !kinds.includes('null')) kinds.push('null')
  const unique = [...new Set(kinds)]
  return unique.length === 1 ? unique[0] : unique
}

/** The contract without the value keywords (see above); `properties` maps keep every name. */
function shapeOnly(node: unknown, parentKey = ''): unknown {
  if (Array.isArray(node)) return node.map((item: unknown) => shapeOnly(item))
  if (!isRecord(node)) return node
  const copy: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(node)) {
    if (parentKey === 'properties') copy[key] = shapeOnly(value, key)
    else if (VALUE_KEYWORDS.has(key)) continue
    else if (key === 'type') copy[key] = relaxedType(value)
    else copy[key] = shapeOnly(value, key)
  }
  return copy
}

function describeError(error: ErrorObject): string {
  const at = error.instancePath === '' ? '' : ` at ${error.instancePath}`
  const params: Record<string, unknown> = error.params
  if (typeof params.additionalProperty === 'string') return `unknown property "${params.additionalProperty}"${at}`
  if (typeof params.unevaluatedProperty === 'string') return `unknown property "${params.unevaluatedProperty}"${at}`
  if (typeof params.missingProperty === 'string') return `missing required property "${params.missingProperty}"${at}`
  return `${error.message ?? 'does not match'}${at}`
}

function keysOf(params: URLSearchParams): Map<string, number> {
  const counts = new Map<string, number>()
  for (const key of params.keys()) counts.set(key, (counts.get(key) ?? 0) + 1)
  return counts
}

function queryMismatch(operation: RequestOperation, search: URLSearchParams): string | null {
  const counts = keysOf(search)
  const declared = operation.query.flatMap((parameter) =>
    parameter.deepObject
      ? (parameter.deepObject.keys ?? ['*']).map((key) => `${parameter.name}[${key}]`)
      : [parameter.name],
  )
  const takes = declared.length > 0 ? `it takes ${declared.join(', ')}` : 'it takes none'
  for (const [key, count] of counts) {
    const nested = /^([^[\]]+)\[([^[\]]*)\]$/.exec(key)
    const parameter = operation.query.find((candidate) => candidate.name === (nested ? nested[1] : key))
    if (!parameter) return `query parameter "${key}" is not in the contract (${takes})`
    if (parameter.deepObject && !nested)
      return `query parameter "${key}" is an object: the contract sends it as ${parameter.name}[key]=value`
    if (!parameter.deepObject && nested)
      return `query parameter "${key}": "${parameter.name}" is not an object (${takes})`
    if (nested && parameter.deepObject?.keys && !parameter.deepObject.keys.includes(nested[2] ?? ''))
      return `query parameter "${key}" is not in the contract (${takes})`
    if (count > 1 && !parameter.array)
      return `query parameter "${key}" is given ${count} times; the contract takes one value`
  }
  const given = (parameter: QueryParameter): boolean =>
    parameter.deepObject
      ? [...counts.keys()].some((key) => key.startsWith(`${parameter.name}[`))
      : counts.has(parameter.name)
  const missing = operation.query.find((parameter) => parameter.required && !given(parameter))
  return missing ? `required query parameter "${missing.name}" is missing` : null
}

/** The API path of a request the contract speaks about (`/cases/x/open`), or null: not under `/api`, or one of the fake's own addresses. */
function contractPathOf(url: URL): string | null {
  // The API's own paths only: a module of the page in an `api/` folder (Vite serves src/api/client.ts) is not one.
  if (!url.pathname.startsWith('/api/')) return null
  const path = url.pathname.slice('/api'.length)
  return OUTSIDE_CONTRACT.some((prefix) => path.startsWith(prefix)) ? null : path
}

export interface RequestChecker {
  /** What in the request does not match the contract (naming the operation), or null. */
  check: (request: Request) => Promise<string | null>
  /** The operation the request calls, or null when the contract has none (or the address is outside it). */
  operationOf: (request: Pick<Request, 'method' | 'url'>) => RequestOperation | null
  /** Every operation of the contract, in its order. */
  operations: readonly RequestOperation[]
}

export function requestChecker(contract: unknown): RequestChecker {
  const operations = requestOperations(contract)
  let ajv: Ajv2020 | null = null
  const validators = new Map<string, ValidateFunction>()

  /** Compiled on first use, one field at a time: most requests never need ajv at all. */
  function validatorOf(field: BodyField): ValidateFunction {
    let validate = validators.get(field.pointer)
    if (!validate) {
      if (!ajv) {
        ajv = new Ajv2020({ strict: false, allErrors: true })
        ajv.addSchema({ ...(shapeOnly(contract) as Record<string, unknown>), $id: CONTRACT_ID })
      }
      validate = ajv.compile({ $ref: `${CONTRACT_ID}#${field.pointer}` })
      validators.set(field.pointer, validate)
    }
    return validate
  }

  function fieldMismatch(operation: RequestOperation, name: string, value: unknown): string | null {
    const field = operation.body?.fields.get(name)
    const takes = [...(operation.body?.fields.keys() ?? [])].join(', ')
    if (!field) return `body field "${name}" is not in the contract (it takes ${takes || 'none'})`
    const isFile = value instanceof Blob
    if (field.kind === 'file') return isFile ? null : `body field "${name}" must be a file`
    if (isFile)
      return `body field "${name}" is a file, but the contract expects ${field.kind === 'json' ? 'JSON text' : 'text'}`
    if (field.kind === 'boolean')
      return value === 'true' || value === 'false' || typeof value === 'boolean'
        ? null
        : `body field "${name}" must be true or false, got ${JSON.stringify(value)}`
    if (field.kind !== 'json') return null
    let parsed = value
    if (typeof value === 'string') {
      // Not JSON at all is the domain's field message (422), not a question of shape.
      try {
        parsed = JSON.parse(value)
      } catch {
        return null
      }
    }
    const validate = validatorOf(field)
    if (validate(parsed)) return null
    return `body field "${name}" (JSON) does not match its schema: ${(validate.errors ?? []).slice(0, 3).map(describeError).join('; ')}`
  }

  async function bodyMismatch(operation: RequestOperation, request: Request): Promise<string | null> {
    const mediaType = (request.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
    // Counted only when there is no media type to go by, or the form it names cannot be read:
    // a form is read once, below.
    const empty = async (): Promise<boolean> =>
      request.body === null || (await request.clone().arrayBuffer()).byteLength === 0
    if (!operation.body) return mediaType === '' && (await empty()) ? null : 'the operation takes no body'
    // No body at all, with or without a media type; an empty form is a body (its fields left out).
    const { required, mediaTypes } = operation.body
    const missing = (): string | null =>
      required ? `the body is missing: the contract requires one (${mediaTypes.join(' or ')})` : null
    if (mediaType === '' && (await empty())) return missing()
    if (!mediaTypes.includes(mediaType))
      return `the body is ${mediaType || 'untyped'}, the contract takes ${mediaTypes.join(' or ')}`
    if (mediaType === 'application/json') {
      let parsed: unknown
      try {
        parsed = await request.clone().json()
      } catch {
        return null
      }
      if (!isRecord(parsed)) return 'the JSON body must be an object'
      for (const [name, value] of Object.entries(parsed)) {
        const mismatch = fieldMismatch(operation, name, value)
        if (mismatch) return mismatch
      }
      return null
    }
    let form: FormData
    try {
      form = await request.clone().formData()
    } catch {
      if (await empty()) return missing()
      // A body that is not a form at all is refused by the handler's own parsing.
      return null
    }
    const seen = new Set<string>()
    for (const [name, value] of form) {
      if (seen.has(name)) return `body field "${name}" is sent twice; lists travel as one JSON field`
      seen.add(name)
      const mismatch = fieldMismatch(operation, name, value)
      if (mismatch) return mismatch
    }
    return null
  }

  return {
    operations,
    operationOf(request) {
      const path = contractPathOf(new URL(request.url))
      if (path === null) return null
      const match = matchOperation(operations, request.method, path)
      return 'operation' in match ? match.operation : null
    },
    async check(request) {
      const url = new URL(request.url)
      const path = contractPathOf(url)
      if (path === null) return null
      const method = request.method.toUpperCase()
      const match = matchOperation(operations, method, path)
      if (!('operation' in match)) return match.unknown
      const { operation } = match
      const mismatch =
        queryMismatch(operation, url.searchParams) ??
        (method === 'GET' || method === 'HEAD' ? null : await bodyMismatch(operation, request))
      return mismatch ? `${method} ${operation.path} (${operation.id}): ${mismatch}` : null
    },
  }
}
