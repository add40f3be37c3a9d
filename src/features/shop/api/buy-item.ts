import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '~/api/client'
import type { Schemas } from '~/api/types'
import { useApi } from '~/shared/services/app-services'
import { setCurrentUserBalance } from '~/shared/core-data/user-data'
import { coreDataKeys } from '~/shared/core-data/keys'
import { shopKeys } from './keys'

/**
 * Buys an item at the price the user saw. The answered balance goes straight into the header;
 * the item leaves the shop and a purchase joins the user's trades. A refusal is not toasted:
 * the confirmation dialog says it, in front of its backdrop.
 */
export function useBuyItem() {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (item: Schemas['ShopItem']) =>
      (
        await unwrap(
          api.POST('/shop/buy', {
            body: {
              classId: item.class_id,
              instanceId: item.instance_id,
              marketHashName: item.market_hash_name,
              gameId: item.game_id,
              price: item.price,
            },
          }),
        )
      ).data,
    meta: { silent: true },
    onSuccess: async ({ balance }) => {
      setCurrentUserBalance(queryClient, balance)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: shopKeys.lists }),
        queryClient.invalidateQueries({ queryKey: coreDataKeys.user }),
      ])
    },
  })
}
