/**
 * The request side of each operation of the contract, read once from the parsed document: how
 * its path matches, which parameters it takes where, and the fields of its body with the JSON
 * pointer of each field's schema (for the shape check of check.ts).
 */

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const

export interface QueryParameter {
  name: string
  required: boolean
  /** `filter[search]=x`: the keys of the object are the only names it takes. */
  deepObject: { keys: readonly string[] | null } | null
  /** Repeated `name=a&name=b` is one array value. */
  array: boolean
}

export interface BodyField {
  name: string
  /** Where its schema is in the contract (for ajv's `$ref`). */
  pointer: string
  kind: 'json' | 'boolean' | 'file' | 'text'
}

export interface RequestOperation {
  id: string
  method: string
  /** As the contract writes it: `/cases/{slug}/open`. */
  path: string
  pattern: RegExp
  /** More fixed segments win: `/cards/top-cards` over `/cards/{slug}`. */
  fixedSegments: number
  query: readonly QueryParameter[]
  /**
   * Media types the body may have, with its fields, and whether a request must have one at all
   * (`requestBody.required`); null when the operation takes no body.
   */
  body: { mediaTypes: readonly string[]; fields: ReadonlyMap<string, BodyField>; required: boolean } | null
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1')
}

/** Follows `$ref`s, answering the node and its JSON pointer. */
function resolve(contract: unknown, node: unknown, pointer: string): { node: unknown; pointer: string } {
  let current = node
  let at = pointer
  for (let hops = 0; isRecord(current) && typeof current.$ref === 'string' && hops < 20; hops++) {
    at = current.$ref.slice(1)
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>(
        (value, key) => (isRecord(value) ? value[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined),
        contract,
      )
  }
  return { node: current, pointer: at }
}

function types(schema: unknown): string[] {
  if (!isRecord(schema)) return []
  return Array.isArray(schema.type) ? schema.type.map(String) : typeof schema.type === 'string' ? [schema.type] : []
}

function fieldKind(schema: unknown): BodyField['kind'] {
  const kinds = types(schema)
  if (kinds.includes('object') || kinds.includes('array')) return 'json'
  if (kinds.includes('boolean')) return 'boolean'
  if (isRecord(schema) && (schema.format === 'binary' || typeof schema.contentMediaType === 'string')) return 'file'
  return 'text'
}

function queryParameter(contract: unknown, node: unknown, pointer: string): QueryParameter | null {
  const { node: parameter, pointer: at } = resolve(contract, node, pointer)
  if (!isRecord(parameter) || parameter.in !== 'query' || typeof parameter.name !== 'string') return null
  const schema = resolve(contract, parameter.schema, `${at}/schema`).node
  const properties = isRecord(schema) && isRecord(schema.properties) ? Object.keys(schema.properties) : []
  const closed = isRecord(schema) && schema.additionalProperties === false
  return {
    name: parameter.name,
    required: parameter.required === true,
    deepObject: parameter.style === 'deepObject' ? { keys: closed ? properties : null } : null,
    array: types(schema).includes('array'),
  }
}

function bodyOf(contract: unknown, operation: Record<string, unknown>, pointer: string): RequestOperation['body'] {
  const { node: body, pointer: at } = resolve(contract, operation.requestBody, `${pointer}/requestBody`)
  if (!isRecord(body) || !isRecord(body.content)) return null
  const fields = new Map<string, BodyField>()
  for (const [mediaType, media] of Object.entries(body.content)) {
    if (!isRecord(media)) continue
    const { node: schema, pointer: schemaAt } = resolve(
      contract,
      media.schema,
      `${at}/content/${escapePointer(mediaType)}/schema`,
    )
    if (!isRecord(schema) || !isRecord(schema.properties)) continue
    for (const [name, property] of Object.entries(schema.properties)) {
      const field = resolve(contract, property, `${schemaAt}/properties/${escapePointer(name)}`)
      fields.set(name, { name, pointer: field.pointer, kind: fieldKind(field.node) })
    }
  }
  return { mediaTypes: Object.keys(body.content), fields, required: body.required === true }
}

export function requestOperations(contract: unknown): RequestOperation[] {
  const paths = isRecord(contract) && isRecord(contract.paths) ? contract.paths : {}
  const found: RequestOperation[] = []
  for (const [path, item] of Object.entries(paths)) {
    if (!isRecord(item)) continue
    const segments = path.split('/').filter(Boolean)
    const pattern = new RegExp(
      `^${segments.map((segment) => `/${/^\{\w+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&')}`).join('')}/?$`,
    )
    for (const method of METHODS) {
      const operation = item[method]
      if (!isRecord(operation) || typeof operation.operationId !== 'string') continue
      const pointer = `/paths/${escapePointer(path)}/${method}`
      const parameters = [
        ...(Array.isArray(item.parameters)
          ? item.parameters.map((node: unknown, index) => ({
              node,
              pointer: `/paths/${escapePointer(path)}/parameters/${index}`,
            }))
          : []),
        ...(Array.isArray(operation.parameters)
          ? operation.parameters.map((node: unknown, index) => ({ node, pointer: `${pointer}/parameters/${index}` }))
          : []),
      ]
      found.push({
        id: operation.operationId,
        method: method.toUpperCase(),
        path,
        pattern,
        fixedSegments: segments.filter((segment) => !segment.startsWith('{')).length,
        query: parameters
          .map((parameter) => queryParameter(contract, parameter.node, parameter.pointer))
          .filter((parameter) => parameter !== null),
        body: bodyOf(contract, operation, pointer),
      })
    }
  }
  return found
}

export type OperationMatch = { operation: RequestOperation } | { unknown: string }

/**
 * The operation a method and an API path (without `/api`, e.g. `/cases/daily-case/open`) call,
 * or why the contract has none: the fake backend refuses such a request, and hybrid mode
 * (mocks/hybrid) decides by it who answers.
 */
export function matchOperation(operations: readonly RequestOperation[], method: string, path: string): OperationMatch {
  const wanted = method.toUpperCase()
  const onPath = operations.filter((operation) => operation.pattern.test(path))
  const candidates = onPath.filter((operation) => operation.method === wanted)
  if (candidates.length === 0) {
    if (onPath.length === 0) return { unknown: `${wanted} ${path}: the contract has no operation at this path` }
    return {
      unknown: `${wanted} ${path}: the contract has no ${wanted} here (it takes ${[...new Set(onPath.map((operation) => operation.method))].join(', ')})`,
    }
  }
  return {
    operation: candidates.reduce((best, candidate) =>
      candidate.fixedSegments > best.fixedSegments ? candidate : best,
    ),
  }
}
