import { coreDataKeys } from '~/shared/core-data/keys'

const details = ['cases', 'detail'] as const
const detail = (slug: string) => [...details, slug] as const
const lists = ['cases', 'list'] as const

export const casesKeys = {
  /** Every page of the list: what an opening makes stale. */
  lists,
  list: (page: number) => [...lists, page] as const,
  top: ['cases', 'top'] as const,
  /** Every case's page: what a change of the user's seeds makes stale. */
  details,
  detail,
  /** Under the case's key, so refreshing the case refreshes its tasks. */
  tasks: (slug: string) => [...detail(slug), 'tasks'] as const,
  lastDroppedItems: coreDataKeys.lastDroppedItems,
  /** The provably fair check (`fair/`): a drop's proof is public, the seeds and drops are the user's. */
  dropProof: (id: number) => ['drops', id] as const,
  fairnessSeeds: [...coreDataKeys.user, 'fairness'] as const,
  profileDrops: (page: number) => [...coreDataKeys.user, 'drops', page] as const,
  /** A roll recomputed in the browser: the same inputs always give the same roll. */
  fairRoll: (serverSeed: string, clientSeed: string, nonce: number) =>
    ['fair-roll', serverSeed, clientSeed, nonce] as const,
}
