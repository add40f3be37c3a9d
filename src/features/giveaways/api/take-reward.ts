import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '~/api/client'
import type { Schemas } from '~/api/types'
import { useApi } from '~/shared/services/app-services'
import { giveawaysKeys } from './keys'

/** Takes a reward: it becomes the giveaway's `userLastReward` and one fewer reward is left. */
export function useTakeReward(giveaway: Pick<Schemas['Giveaway'], 'slug' | 'type'>) {
  const api = useApi()
  const queryClient = useQueryClient()
  const key = giveawaysKeys.detail(giveaway.slug)
  return useMutation({
    mutationFn: async (captchaToken: string) =>
      (
        await unwrap(
          api.POST('/giveaways/{slug}/reward', { params: { path: { slug: giveaway.slug } }, body: { captchaToken } }),
        )
      ).data,
    onSuccess: async (reward) => {
      queryClient.setQueryData<Schemas['Giveaway']>(
        key,
        (current) =>
          current && { ...current, userLastReward: reward, rewardsCount: Math.max(0, current.rewardsCount - 1) },
      )
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: giveawaysKeys.lastRewards(giveaway.type) }),
        queryClient.invalidateQueries({ queryKey: giveawaysKeys.lists }),
      ])
    },
  })
}
