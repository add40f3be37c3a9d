/**
 * The part of the contract the request check reads: each operation's id, parameters and request
 * body, and the components they reach through `$ref`, without descriptions and examples. Paths
 * and component names stay where they were, so JSON pointers into it are the contract's own.
 * The static demo downloads this instead of the whole document (vite.config.ts).
 */

const METHODS = ['get', 'post', 'put', 'patch', 'delete']
const PROSE = new Set(['description', 'summary', 'example', 'examples', 'title'])

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A copy without prose; the keys of a `properties` map are field names, kept whatever they are. */
function withoutProse(node: unknown, refs: Set<string>, parentKey = ''): unknown {
  if (Array.isArray(node)) return node.map((item: unknown) => withoutProse(item, refs))
  if (!isRecord(node)) return node
  const copy: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(node)) {
    if (parentKey !== 'properties' && PROSE.has(key)) continue
    if (key === '$ref' && typeof value === 'string') refs.add(value)
    copy[key] = withoutProse(value, refs, key)
  }
  return copy
}

function at(contract: unknown, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>(
      (value, key) => (isRecord(value) ? value[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined),
      contract,
    )
}

export function requestPart(contract: unknown): Record<string, unknown> {
  const refs = new Set<string>()
  const paths: Record<string, Record<string, unknown>> = {}
  const source = isRecord(contract) && isRecord(contract.paths) ? contract.paths : {}
  for (const [path, item] of Object.entries(source)) {
    if (!isRecord(item)) continue
    const kept: Record<string, unknown> = {}
    if (item.parameters) kept.parameters = withoutProse(item.parameters, refs)
    for (const method of METHODS) {
      const operation = item[method]
      if (!isRecord(operation)) continue
      kept[method] = withoutProse(
        { operationId: operation.operationId, parameters: operation.parameters, requestBody: operation.requestBody },
        refs,
      )
    }
    paths[path] = kept
  }
  const components: Record<string, Record<string, unknown>> = {}
  const done = new Set<string>()
  for (let pending = [...refs]; pending.length > 0; pending = [...refs].filter((ref) => !done.has(ref))) {
    for (const ref of pending) {
      done.add(ref)
      const [, section, name] = /^#\/components\/([^/]+)\/([^/]+)$/.exec(ref) ?? []
      if (!section || !name) continue
      components[section] ??= {}
      components[section][name] = withoutProse(at(contract, ref), refs)
    }
  }
  return { paths, components }
}
