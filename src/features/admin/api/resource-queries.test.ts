import { describe, expect, it } from 'vitest'
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { coreDataKeys } from '~/shared/core-data/keys'
import { adminKeys } from './keys'
import { invalidateAfterWrite } from './resource-queries'

/** A cache with the panel's and the public site's entries, none of them watched. */
function cacheWithEverything() {
  const queryClient = new QueryClient()
  const keys = {
    core: coreDataKeys.core,
    publicCategory: ['categories', 'cs2'],
    search: ['search', { search: 'case', type: 'cards' }],
    access: adminKeys.access,
    list: adminKeys.list('categories', {}),
    record: adminKeys.record('categories', 4),
    otherRecord: adminKeys.record('categories', 5),
    otherSection: adminKeys.list('cards', { page: 2 }),
  }
  for (const key of Object.values(keys)) queryClient.setQueryData(key, { data: 'cached' })
  const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated
  return { queryClient, keys, invalidated }
}

describe('invalidateAfterWrite', () => {
  it("marks the section's queries, the other sections' and every public query stale, not the access", async () => {
    const { queryClient, keys, invalidated } = cacheWithEverything()
    await invalidateAfterWrite(queryClient, 'categories')
    expect(invalidated(keys.list)).toBe(true)
    expect(invalidated(keys.record)).toBe(true)
    expect(invalidated(keys.otherSection)).toBe(true)
    expect(invalidated(keys.core)).toBe(true)
    expect(invalidated(keys.publicCategory)).toBe(true)
    expect(invalidated(keys.search)).toBe(true)
    expect(invalidated(keys.access)).toBe(false)
  })

  it('drops a deleted record instead of asking for it again', async () => {
    const { queryClient, keys, invalidated } = cacheWithEverything()
    await invalidateAfterWrite(queryClient, 'categories', 4)
    expect(queryClient.getQueryState(keys.record)).toBeUndefined()
    expect(invalidated(keys.otherRecord)).toBe(true)
  })

  it('fetches again only what is on screen in this section and the public data', async () => {
    const queryClient = new QueryClient()
    const fetched: string[] = []
    const watched = [
      ['list', adminKeys.list('categories', {})],
      ['cards', adminKeys.list('cards', {})],
      ['core', coreDataKeys.core],
      ['access', adminKeys.access],
    ] as const
    // Each watched, as by a mounted component.
    const stops = watched.map(([name, queryKey]) =>
      new QueryObserver(queryClient, {
        queryKey,
        queryFn: () => (fetched.push(name), name),
        staleTime: Infinity,
      }).subscribe(() => undefined),
    )
    await waitFor(() => watched.every(([, queryKey]) => queryClient.getQueryState(queryKey)?.status === 'success'))
    fetched.length = 0
    await invalidateAfterWrite(queryClient, 'categories')
    expect(fetched.sort()).toEqual(['core', 'list'])
    for (const stop of stops) stop()
  })
})

async function waitFor(done: () => boolean) {
  for (let i = 0; i < 50 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 5))
}
