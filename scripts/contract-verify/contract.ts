// The contract as the check reads it: each operation's method, path, who may call it, the
// statuses it declares with the JSON pointer of each body's schema (ajv validates against the
// document itself, so pointers are the contract's own), and what a request to it carries.
import { parse } from 'yaml'

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const

export interface Parameter {
  name: string
  in: 'path' | 'query' | 'header' | 'cookie'
  required: boolean
  style: string | undefined
  schema: Record<string, unknown>
  example: unknown
}

export interface RequestBody {
  /** The body's schema, `$ref`s followed. */
  schema: Record<string, unknown>
  example: unknown
}

export interface Operation {
  method: Uppercase<(typeof METHODS)[number]>
  path: string
  operationId: string
  /** A guest may call it: its security requirements include `{}`. */
  guests: boolean
  /** Each declared status, with the JSON pointer of its body's schema (null: no body). */
  responses: ReadonlyMap<string, string | null>
  parameters: readonly Parameter[]
  body: RequestBody | null
}

export interface Contract {
  document: Record<string, unknown>
  title: string
  version: string
  /** The session cookie's name, from the security scheme that puts an API key in a cookie. */
  sessionCookie: string | null
  operations: readonly Operation[]
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const escapeSegment = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1')
export const unescapeSegment = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~')
export const pointerOf = (...segments: string[]) => segments.map((segment) => `/${escapeSegment(segment)}`).join('')

/** The node at a JSON pointer of the document. */
export function at(document: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (node, segment) =>
        isRecord(node) ? node[unescapeSegment(segment)] : Array.isArray(node) ? node[Number(segment)] : undefined,
      document,
    )
}

/** Follows `$ref`s (local ones: the contract is one file), answering the node and its pointer. */
export function follow(
  document: unknown,
  node: unknown,
  pointer: string,
): { node: Record<string, unknown>; pointer: string } {
  let current = node
  let where = pointer
  for (let hops = 0; isRecord(current) && typeof current.$ref === 'string'; hops++) {
    if (!current.$ref.startsWith('#/') || hops > 20)
      throw new Error(`${where}: $ref ${current.$ref} is not a local reference`)
    where = current.$ref.slice(1)
    current = at(document, where)
  }
  if (!isRecord(current)) throw new Error(`${where} is not an object in the contract`)
  return { node: current, pointer: where }
}

function responses(document: unknown, declared: Record<string, unknown>, pointer: string): Map<string, string | null> {
  const found = new Map<string, string | null>()
  for (const [status, response] of Object.entries(declared)) {
    const resolved = follow(document, response, `${pointer}${pointerOf(status)}`)
    const schemaPointer = `${resolved.pointer}${pointerOf('content', 'application/json', 'schema')}`
    found.set(status, at(document, schemaPointer) === undefined ? null : schemaPointer)
  }
  return found
}

function parameter(document: unknown, node: unknown, pointer: string): Parameter {
  const { node: resolved, pointer: where } = follow(document, node, pointer)
  const schema = resolved.schema === undefined ? {} : follow(document, resolved.schema, `${where}/schema`).node
  return {
    name: String(resolved.name),
    in: resolved.in as Parameter['in'],
    required: resolved.required === true,
    style: typeof resolved.style === 'string' ? resolved.style : undefined,
    schema,
    example: resolved.example ?? schema.example,
  }
}

function requestBody(document: unknown, node: unknown, pointer: string): RequestBody | null {
  if (node === undefined) return null
  const { node: body, pointer: where } = follow(document, node, pointer)
  const content = isRecord(body.content) ? body.content : {}
  const [mediaType] = Object.keys(content)
  if (mediaType === undefined) return null
  const media = content[mediaType]
  if (!isRecord(media) || media.schema === undefined) return null
  const schema = follow(document, media.schema, `${where}${pointerOf('content', mediaType, 'schema')}`).node
  return { schema, example: media.example }
}

function sessionCookieName(document: Record<string, unknown>): string | null {
  const schemes =
    isRecord(document.components) && isRecord(document.components.securitySchemes)
      ? document.components.securitySchemes
      : {}
  const cookie = Object.values(schemes).find(
    (scheme) => isRecord(scheme) && scheme.type === 'apiKey' && scheme.in === 'cookie',
  )
  return isRecord(cookie) && typeof cookie.name === 'string' ? cookie.name : null
}

export function parseContract(text: string): Contract {
  const document: unknown = parse(text)
  if (!isRecord(document) || !isRecord(document.paths))
    throw new Error('the contract is not an OpenAPI document with paths')
  const info = isRecord(document.info) ? document.info : {}
  const operations: Operation[] = []
  for (const [path, item] of Object.entries(document.paths)) {
    if (!isRecord(item)) continue
    for (const method of METHODS) {
      const operation = item[method]
      if (!isRecord(operation)) continue
      const pointer = pointerOf('paths', path, method)
      const security = Array.isArray(operation.security)
        ? operation.security
        : Array.isArray(document.security)
          ? document.security
          : [{}]
      const shared = Array.isArray(item.parameters)
        ? item.parameters.map((node, index) =>
            parameter(document, node, pointerOf('paths', path, 'parameters', String(index))),
          )
        : []
      const own = Array.isArray(operation.parameters)
        ? operation.parameters.map((node, index) =>
            parameter(document, node, `${pointer}${pointerOf('parameters', String(index))}`),
          )
        : []
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        operationId:
          typeof operation.operationId === 'string' ? operation.operationId : `${method.toUpperCase()} ${path}`,
        guests: security.some((requirement) => isRecord(requirement) && Object.keys(requirement).length === 0),
        responses: responses(
          document,
          isRecord(operation.responses) ? operation.responses : {},
          `${pointer}/responses`,
        ),
        parameters: [
          ...shared.filter((one) => !own.some((other) => other.name === one.name && other.in === one.in)),
          ...own,
        ],
        body: requestBody(document, operation.requestBody, `${pointer}/requestBody`),
      })
    }
  }
  return {
    document,
    title: typeof info.title === 'string' ? info.title : 'API',
    version: typeof info.version === 'string' ? info.version : '',
    sessionCookie: sessionCookieName(document),
    operations,
  }
}
