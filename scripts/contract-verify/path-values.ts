// Where a path parameter's value comes from: the API's own list of those things, so the check
// runs against whatever data the API holds. By default the collection above the parameter
// (`GET /cards` for `/cards/{slug}`, `GET /categories/{slug}/subcategories` for its
// `{subcategorySlug}`), the first row's `slug` for a parameter named so, else its `id`. Things
// with no list of their own are found where the contract says their ids appear.
import type { Operation } from './contract.ts'

export interface ValueSource {
  /** The GET operation whose answer holds the value. */
  path: string
  /** JSON pointer of the rows in its body; the first row's field is taken. */
  rows: string
  field: string
}

const OWN_SOURCES: Record<string, ValueSource> = {
  // LastDroppedItem.id: "The drop's id, for GET /drops/{id}".
  '/drops/{id}': { path: '/cases/last-items', rows: '/data', field: 'id' },
  '/tasks/{id}': { path: '/cases/{slug}/tasks', rows: '/data', field: 'id' },
  // The signed-in user's notifications come with the core data.
  '/notifications/{id}': { path: '/core', rows: '/data/notifications', field: 'id' },
}

export function pathParameters(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '')
}

export function valueSource(path: string, parameter: string): ValueSource {
  const placeholder = `{${parameter}}`
  const end = path.indexOf(placeholder)
  return (
    OWN_SOURCES[path.slice(0, end + placeholder.length)] ?? {
      path: path.slice(0, end - 1),
      rows: '/data',
      field: /slug$/i.test(parameter) ? 'slug' : 'id',
    }
  )
}

/** The list operation for each path parameter of the contract; throws on one that has none, which a new path must add to OWN_SOURCES. */
export function listOperations(operations: readonly Operation[]): Map<string, Operation> {
  const lists = new Map<string, Operation>()
  for (const { path } of operations)
    for (const parameter of pathParameters(path)) {
      const source = valueSource(path, parameter)
      const list = operations.find((operation) => operation.method === 'GET' && operation.path === source.path)
      if (!list)
        throw new Error(
          `${path}: no GET ${source.path} to find a {${parameter}} in (add it to OWN_SOURCES in scripts/contract-verify/path-values.ts)`,
        )
      lists.set(source.path, list)
    }
  return lists
}
