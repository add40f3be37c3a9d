import { Collection } from '@msw/data'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { defineIndex, groupSorted, perRow, uniqueBy, watchWrites, writeCount } from './indexes.ts'

const rowSchema = z.object({ id: z.number(), slug: z.string(), group: z.number() })
type Row = z.infer<typeof rowSchema>

function rows(): Collection<typeof rowSchema> {
  return watchWrites(new Collection({ schema: rowSchema }))
}

describe('defineIndex', () => {
  it('builds once, and again only after a write (create, update, delete, clear)', async () => {
    const collection = rows()
    let builds = 0
    const bySlug = defineIndex((all: readonly Row[]) => {
      builds++
      return uniqueBy(all, (row) => row.slug)
    })
    await collection.create({ id: 1, slug: 'a', group: 1 })
    expect(bySlug(collection).get('a')?.id).toBe(1)
    expect(bySlug(collection).get('a')?.id).toBe(1)
    expect(builds).toBe(1)

    await collection.create({ id: 2, slug: 'b', group: 1 })
    expect(bySlug(collection).get('b')?.id).toBe(2)
    await collection.update((q) => q.where({ id: 2 }), {
      data(row) {
        row.slug = 'c'
      },
    })
    expect(bySlug(collection).has('b')).toBe(false)
    expect(bySlug(collection).get('c')?.id).toBe(2)
    collection.delete((q) => q.where({ id: 1 }))
    expect(bySlug(collection).has('a')).toBe(false)
    collection.clear()
    expect(bySlug(collection).size).toBe(0)
    expect(builds).toBe(5)
  })

  it('never keeps what it built while a write was under way', async () => {
    const collection = rows()
    const bySlug = defineIndex((all: readonly Row[]) => uniqueBy(all, (row) => row.slug))
    const creating = collection.create({ id: 1, slug: 'a', group: 1 })
    // The row has not landed yet (the schema check is awaited): built from the rows before it.
    expect(bySlug(collection).has('a')).toBe(false)
    await creating
    expect(bySlug(collection).has('a')).toBe(true)
  })

  it('keeps a value per collection, so a test database never sees the shared one', async () => {
    const [first, second] = [rows(), rows()]
    const count = defineIndex((all: readonly Row[]) => all.length)
    await first.create({ id: 1, slug: 'a', group: 1 })
    expect(count(first)).toBe(1)
    expect(count(second)).toBe(0)
  })

  it('counts a write when it starts and when it ends', async () => {
    const collection = rows()
    const before = writeCount(collection)
    await collection.create({ id: 1, slug: 'a', group: 1 })
    expect(writeCount(collection)).toBe(before + 2)
  })
})

describe('perRow', () => {
  it('computes once per row, and again for the row an update replaced', async () => {
    const collection = rows()
    let computed = 0
    const upper = perRow((row: Row) => {
      computed++
      return row.slug.toUpperCase()
    })
    const row = await collection.create({ id: 1, slug: 'a', group: 1 })
    expect(upper(row)).toBe('A')
    expect(upper(row)).toBe('A')
    const updated = await collection.update(row, {
      data(draft) {
        draft.slug = 'b'
      },
    })
    expect(updated && upper(updated)).toBe('B')
    expect(computed).toBe(2)
  })
})

describe('groupSorted and uniqueBy', () => {
  const all: Row[] = [
    { id: 3, slug: 'x', group: 2 },
    { id: 1, slug: 'x', group: 1 },
    { id: 2, slug: 'y', group: 2 },
  ]

  it('groups rows by key, each group in order', () => {
    const groups = groupSorted(
      all,
      (row) => row.group,
      (a, b) => a.id - b.id,
    )
    expect(groups.get(2)?.map((row) => row.id)).toEqual([2, 3])
    expect(groups.get(1)?.map((row) => row.id)).toEqual([1])
  })

  it('keeps the first row of a key, as findFirst would', () => {
    expect(uniqueBy(all, (row) => row.slug).get('x')?.id).toBe(3)
  })
})
