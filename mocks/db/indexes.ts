/**
 * Lookups over a collection that stay right as it changes: a value derived from the rows
 * (a map by slug, rows grouped by owner, rows in display order) is built on the first read
 * after any write to the collection and reused until the next write. Lists then look rows
 * up instead of scanning and sorting every row on every request, whatever the seed's size.
 *
 * Changes are counted by wrapping the collection's write methods (`watchWrites`, applied to
 * every collection in db.ts): @msw/data's own hooks fire before a write lands, so an index
 * built in between would keep the old rows. Here the count moves both when a write starts
 * and when it has landed, so a read in between builds from the old rows and the next read
 * after the write builds again.
 */

const WRITE_METHODS = ['create', 'update', 'updateMany', 'delete', 'deleteMany', 'clear'] as const

const writeCounts = new WeakMap<object, { count: number }>()

function counterOf(collection: object): { count: number } {
  let counter = writeCounts.get(collection)
  if (!counter) {
    counter = { count: 0 }
    writeCounts.set(collection, counter)
  }
  return counter
}

/** How many times a write to the collection started or ended; indexes compare it to the one they were built at. */
export function writeCount(collection: object): number {
  return counterOf(collection).count
}

/** Makes the collection count its writes (see above); returns the same collection. */
export function watchWrites<C extends object>(collection: C): C {
  const counter = counterOf(collection)
  for (const name of WRITE_METHODS) {
    const original: unknown = Reflect.get(collection, name)
    if (typeof original !== 'function') continue
    const wrapped = (...args: unknown[]): unknown => {
      counter.count++
      const result: unknown = Reflect.apply(original, collection, args)
      if (result instanceof Promise) {
        return result.finally(() => {
          counter.count++
        })
      }
      counter.count++
      return result
    }
    Reflect.set(collection, name, wrapped)
  }
  return collection
}

interface Rows<Row> {
  all(): Row[]
}

/**
 * An index over a collection: `build` runs on the rows at the first read after a write, its
 * value is shared until the next write. The same definition serves any database (the shared
 * one, a test's own), each with its own cached value.
 */
export function defineIndex<Row, Value>(build: (rows: readonly Row[]) => Value): (collection: Rows<Row>) => Value {
  const built = new WeakMap<object, { at: number; value: Value }>()
  return (collection) => {
    const at = writeCount(collection)
    const cached = built.get(collection)
    if (cached?.at === at) return cached.value
    const value = build(collection.all())
    built.set(collection, { at, value })
    return value
  }
}

/**
 * A value computed once per row object (rows are replaced, never changed in place, by an
 * update), such as a row's search text: an index rebuilt after a write recomputes it only for
 * the rows that write touched.
 */
export function perRow<Row extends object, Value>(compute: (row: Row) => Value): (row: Row) => Value {
  const values = new WeakMap<Row, Value>()
  return (row) => {
    let value = values.get(row)
    if (value === undefined) {
      value = compute(row)
      values.set(row, value)
    }
    return value
  }
}

/** Rows grouped by a key, each group in the order of `compare`. */
export function groupSorted<Row, Key>(
  rows: readonly Row[],
  keyOf: (row: Row) => Key,
  compare: (a: Row, b: Row) => number,
): Map<Key, Row[]> {
  const groups = new Map<Key, Row[]>()
  for (const row of rows) {
    const key = keyOf(row)
    const group = groups.get(key)
    if (group) group.push(row)
    else groups.set(key, [row])
  }
  for (const group of groups.values()) group.sort(compare)
  return groups
}

/** Rows by a unique key; the first row wins if two share one, as `findFirst` would find it. */
export function uniqueBy<Row, Key>(rows: readonly Row[], keyOf: (row: Row) => Key): Map<Key, Row> {
  const map = new Map<Key, Row>()
  for (const row of rows) {
    const key = keyOf(row)
    if (!map.has(key)) map.set(key, row)
  }
  return map
}
