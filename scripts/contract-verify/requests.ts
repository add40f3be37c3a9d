// What the calls send. Required query parameters get a value the contract gives (the parameter's
// example, its first enum value or its default, else the plainest value of its type). A body is
// the request body's example, sent as the site sends it (multipart, objects as JSON text:
// src/api/form-data.ts); a required field the example lacks gets a value the same way, a file a
// 1×1 PNG.
import { toFormData } from '../../src/api/form-data.ts'
import { follow, isRecord, type Contract, type Operation } from './contract.ts'

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

function sample(schema: Record<string, unknown>, example: unknown): unknown {
  if (example !== undefined) return example
  if (schema.example !== undefined) return schema.example
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0]
  if (schema.default !== undefined) return schema.default
  if (schema.const !== undefined) return schema.const
  const type: unknown = Array.isArray(schema.type) ? schema.type[0] : schema.type
  if (type === 'integer' || type === 'number') return typeof schema.minimum === 'number' ? schema.minimum : 1
  if (type === 'boolean') return true
  return 'a'.repeat(typeof schema.minLength === 'number' ? Math.max(schema.minLength, 1) : 1)
}

const isFile = (schema: Record<string, unknown>) =>
  schema.format === 'binary' || typeof schema.contentMediaType === 'string'

/** `filter[search]=a` for a deepObject's required keys, `social=vk` for a plain one. */
export function requiredQuery(contract: Contract, operation: Operation): string {
  const query = new URLSearchParams()
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'query' || !parameter.required) continue
    const { schema } = parameter
    if (parameter.style === 'deepObject' && isRecord(schema.properties)) {
      const keys = Array.isArray(schema.required) ? schema.required.map(String) : []
      const example = isRecord(parameter.example) ? parameter.example : {}
      for (const key of keys) {
        const property = follow(contract.document, schema.properties[key], '')
        query.append(`${parameter.name}[${key}]`, String(sample(property.node, example[key])))
      }
    } else query.append(parameter.name, String(sample(schema, parameter.example)))
  }
  return query.toString()
}

export function bodyValues(contract: Contract, operation: Operation): Record<string, unknown> | null {
  if (!operation.body) return null
  const { schema, example } = operation.body
  const values: Record<string, unknown> = isRecord(example) ? { ...example } : {}
  const properties = isRecord(schema.properties) ? schema.properties : {}
  for (const field of Array.isArray(schema.required) ? schema.required.map(String) : []) {
    if (values[field] !== undefined) continue
    const property = follow(contract.document, properties[field] ?? {}, '').node
    values[field] = isFile(property)
      ? new File([PNG_1X1], 'contract-verify.png', { type: 'image/png' })
      : sample(property, undefined)
  }
  return values
}

export function validBody(contract: Contract, operation: Operation): FormData | undefined {
  const values = bodyValues(contract, operation)
  return values ? toFormData(values) : undefined
}
