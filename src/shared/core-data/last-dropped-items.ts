import type { QueryClient } from '@tanstack/react-query'
import type { Schemas } from '~/api/types'
import type { Core } from './core-query'
import { coreDataKeys } from './keys'

type LastDroppedItem = Schemas['LastDroppedItem']

/**
 * The new drop goes first. The strip keeps the length the server gave it, so it never grows
 * nor shifts the page; a cache nobody has loaded stays unloaded.
 */
function prependDrop(items: LastDroppedItem[] | undefined, item: LastDroppedItem): LastDroppedItem[] | undefined {
  if (!items) return items
  return [item, ...items.filter((existing) => existing.id !== item.id)].slice(0, Math.max(items.length, 1))
}

interface OwnDropHold {
  /** Openings still playing; the strip shows the user's own drops again when none is. */
  playing: number
  held: LastDroppedItem[]
}

/** Per query client, i.e. per app in the page (and per test). */
const holds = new WeakMap<QueryClient, OwnDropHold>()

function holdOf(queryClient: QueryClient): OwnDropHold {
  let hold = holds.get(queryClient)
  if (!hold) {
    hold = { playing: 0, held: [] }
    holds.set(queryClient, hold)
  }
  return hold
}

function isOwnDrop(queryClient: QueryClient, item: LastDroppedItem): boolean {
  const me = queryClient.getQueryData<Core>(coreDataKeys.core)?.currentUser?.id
  return me !== undefined && item.user.id === me
}

/**
 * A drop announced on the real-time channel joins the strip at once, unless it is the user's
 * own while their opening still plays: the strip must not tell them what they won before the
 * roulette does, so that one waits until the opening lands.
 */
export function addLastDrop(queryClient: QueryClient, item: LastDroppedItem): void {
  const hold = holdOf(queryClient)
  if (hold.playing > 0 && isOwnDrop(queryClient, item)) {
    hold.held.push(item)
    return
  }
  queryClient.setQueryData<LastDroppedItem[]>(coreDataKeys.lastDroppedItems, (items) => prependDrop(items, item))
}

/**
 * Keeps the user's own drops off the strip from now (before the opening is even sent, as the
 * channel may announce the drop before the answer arrives) until the returned `release` is
 * called, when the opening has landed or failed. Calling `release` again does nothing.
 */
export function holdOwnDrops(queryClient: QueryClient): () => void {
  const hold = holdOf(queryClient)
  hold.playing++
  let released = false
  return () => {
    if (released) return
    released = true
    hold.playing--
    if (hold.playing > 0) return
    for (const item of hold.held.splice(0)) {
      queryClient.setQueryData<LastDroppedItem[]>(coreDataKeys.lastDroppedItems, (items) => prependDrop(items, item))
    }
  }
}
