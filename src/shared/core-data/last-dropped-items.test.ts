import { describe, expect, it } from 'vitest'
import { sampleProof } from '@testing/fixtures/props'
import { QueryClient } from '@tanstack/react-query'
import type { Schemas } from '~/api/types'
import { addLastDrop, holdOwnDrops } from './last-dropped-items'
import { coreDataKeys } from './keys'

const ME = 7

function drop(id: number, userId: number): Schemas['LastDroppedItem'] {
  return {
    id,
    image: `/drops/${id}.png`,
    rarity_color: '#4b69ff',
    user: { id: userId, steam_name: `user ${userId}`, steam_avatar: '/a.png', steam_id: String(userId) },
    caseSlug: 'daily-case',
    proof: sampleProof,
  }
}

function clientOf(userId: number | null): QueryClient {
  const queryClient = new QueryClient()
  queryClient.setQueryData(coreDataKeys.core, { currentUser: userId === null ? null : { id: userId } })
  queryClient.setQueryData(coreDataKeys.lastDroppedItems, [drop(1, 3), drop(2, 4)])
  return queryClient
}

const strip = (queryClient: QueryClient) =>
  queryClient.getQueryData<Schemas['LastDroppedItem'][]>(coreDataKeys.lastDroppedItems)?.map((item) => item.id)

describe('the last drops while an opening plays', () => {
  it("keeps the user's own drop back until the opening lands, and lets everyone else's through", () => {
    const queryClient = clientOf(ME)
    const release = holdOwnDrops(queryClient)
    addLastDrop(queryClient, drop(10, ME))
    addLastDrop(queryClient, drop(11, 5))
    expect(strip(queryClient)).toEqual([11, 1])
    release()
    expect(strip(queryClient)).toEqual([10, 11])
    release()
    expect(strip(queryClient)).toEqual([10, 11])
  })

  it('waits for the last of two openings playing at once', () => {
    const queryClient = clientOf(ME)
    const first = holdOwnDrops(queryClient)
    const second = holdOwnDrops(queryClient)
    addLastDrop(queryClient, drop(10, ME))
    first()
    expect(strip(queryClient)).toEqual([1, 2])
    second()
    expect(strip(queryClient)).toEqual([10, 1])
  })

  it("shows every drop at once when nothing plays, and a guest's strip is never held", () => {
    const signedIn = clientOf(ME)
    addLastDrop(signedIn, drop(10, ME))
    expect(strip(signedIn)).toEqual([10, 1])

    const guest = clientOf(null)
    holdOwnDrops(guest)
    addLastDrop(guest, drop(12, ME))
    expect(strip(guest)).toEqual([12, 1])
  })
})
