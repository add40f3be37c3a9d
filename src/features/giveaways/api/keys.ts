import type { Schemas } from '~/api/types'

type GiveawayType = Schemas['GiveawayType']

const detail = (slug: string) => ['giveaways', 'detail', slug] as const
const lists = ['giveaways', 'list'] as const

export const giveawaysKeys = {
  /** Every page of every giveaways list: what a taken reward makes stale. */
  lists,
  list: (type: GiveawayType, status: Schemas['GiveawayStatus'] | undefined, page: number) =>
    [...lists, type, status ?? 'all', page] as const,
  last: (type: GiveawayType) => ['giveaways', 'last', type] as const,
  lastRewards: (type: GiveawayType) => ['giveaways', 'last-rewards', type] as const,
  detail,
  /** Under the giveaway's key, so refreshing the giveaway refreshes its tasks. */
  tasks: (slug: string) => [...detail(slug), 'tasks'] as const,
}
