import { MAX_URL_CHARS } from '../handlers/request-limits.ts'

/**
 * Bad input for every operation of the contract, made from the contract itself: what a
 * careless client, a fuzzer or an attacker sends. The contract test (mocks/contract.test.ts)
 * sends each one and expects a status the operation declares, in its JSON envelope, never a 5xx.
 */

export interface HostileRequest {
  /** What is wrong with it, for the failure message. */
  what: string
  /** The address under /api, already encoded. */
  path: string
  body?: { contentType?: string; data: BodyInit }
  /** The only status it may answer, when one is certain; otherwise any the operation declares. */
  status?: number
}

export interface ContractOperation {
  method: string
  path: string
  /** The operation as the contract writes it (parameters and requestBody may be `$ref`s). */
  spec: unknown
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Follows a local `$ref` (`#/components/...`) through the contract. */
function resolve(contract: unknown, node: unknown): unknown {
  const ref = isRecord(node) ? node.$ref : undefined
  if (typeof ref !== 'string') return node
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>(
      (value, key) => (isRecord(value) ? value[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined),
      contract,
    )
}

function queryParameters(contract: unknown, spec: unknown): string[] {
  const parameters = isRecord(spec) && Array.isArray(spec.parameters) ? spec.parameters : []
  return parameters
    .map((parameter) => resolve(contract, parameter))
    .filter(
      (parameter): parameter is Record<string, unknown> =>
        isRecord(parameter) && parameter.in === 'query' && typeof parameter.name === 'string',
    )
    .flatMap((parameter) => {
      // A deepObject (`filter[search]=x`) gets the values in its keys, where the domain reads them.
      const schema = resolve(contract, parameter.schema)
      const keys =
        parameter.style === 'deepObject' && isRecord(schema) && isRecord(schema.properties)
          ? Object.keys(schema.properties)
          : null
      return keys ? keys.map((key) => `${String(parameter.name)}[${key}]`) : [String(parameter.name)]
    })
}

/** The fields of a multipart or JSON body, following `$ref`s and `allOf`, and whether the body is required. */
function bodyFields(contract: unknown, spec: unknown): { fields: string[]; required: boolean } | null {
  const body = resolve(contract, isRecord(spec) ? spec.requestBody : undefined)
  const content = isRecord(body) && isRecord(body.content) ? body.content : null
  if (!content) return null
  const media = content['multipart/form-data'] ?? content['application/json'] ?? Object.values(content)[0]
  const fields = new Set<string>()
  const collect = (schema: unknown): void => {
    const resolved = resolve(contract, schema)
    if (!isRecord(resolved)) return
    if (isRecord(resolved.properties)) for (const name of Object.keys(resolved.properties)) fields.add(name)
    for (const part of [resolved.allOf, resolved.oneOf, resolved.anyOf]) if (Array.isArray(part)) part.forEach(collect)
  }
  collect(isRecord(media) ? media.schema : undefined)
  return { fields: [...fields], required: isRecord(body) && body.required === true }
}

const HUGE = '9'.repeat(400)
const CONTROL = encodeURIComponent('a\u0000b\u0001\u001f\u007f')

function fillPath(path: string, value: string): string {
  return path.replace(/\{\w+\}/g, value)
}

export function hostileRequests(contract: unknown, operation: ContractOperation): HostileRequest[] {
  const hasParams = /\{\w+\}/.test(operation.path)
  const plain = fillPath(operation.path, '1')
  const requests: HostileRequest[] = [
    { what: 'an address over the limit', path: `${plain}?q=${'a'.repeat(MAX_URL_CHARS)}`, status: 414 },
    // Refused by the request check before any rule reads it (mocks/handlers/contract-check.ts).
    { what: 'a query parameter the operation does not take', path: `${plain}?notInTheContract=1`, status: 400 },
  ]
  if (hasParams) {
    requests.push(
      { what: 'NUL and control characters in the path', path: fillPath(operation.path, CONTROL) },
      { what: 'a number past any integer in the path', path: fillPath(operation.path, HUGE) },
      { what: 'a negative number in the path', path: fillPath(operation.path, '-1') },
    )
  }
  const query = queryParameters(contract, operation.spec)
  for (const value of [HUGE, '1e400', '-1', 'NaN', CONTROL]) {
    if (query.length > 0)
      requests.push({
        what: `every query parameter ${decodeURIComponent(value).slice(0, 12)}`,
        path: `${plain}?${query.map((name) => `${name}=${value}`).join('&')}`,
      })
  }
  const body = bodyFields(contract, operation.spec)
  if (body !== null) {
    const form = new FormData()
    for (const name of body.fields) form.append(name, '{"broken": [\u0000')
    requests.push(
      // Refused by the request check when the contract requires a body; else the operation's rules read no fields.
      { what: 'no body at all', path: plain, ...(body.required ? { status: 400 } : {}) },
      { what: 'malformed JSON and NUL in every field', path: plain, body: { data: form } },
      {
        what: 'a broken multipart body',
        path: plain,
        body: { contentType: 'multipart/form-data; boundary=x', data: 'not a multipart body' },
      },
      { what: 'a broken JSON body', path: plain, body: { contentType: 'application/json', data: '{"text": ' } },
    )
  }
  return requests
}
