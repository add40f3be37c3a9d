import { Trans, useLingui } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { Button } from '~/shared/ui/button/button'
import { ItemTile } from '~/shared/ui/item-tile/item-tile'
import { useCurrentUser } from '~/shared/core-data/core-query'
import { useGuardedAction } from '~/shared/forms/use-guarded-action'
import { useToasts } from '~/shared/services/app-services'
import { useBuyItem } from '../api/buy-item'

/** An item on sale with its buy button; buying needs sign-in. */
export function ShopItemCard({ item }: { item: Schemas['ShopItem'] }) {
  const { t } = useLingui()
  const toasts = useToasts()
  const user = useCurrentUser()
  const buy = useBuyItem()
  const guard = useGuardedAction()
  const name = item.market_hash_name

  const onBuy = () => {
    if (!user) {
      toasts.show(t`To use the shop, log in!`, 'info')
      return
    }
    void guard.run(() => buy.mutateAsync(item, { onSuccess: () => toasts.show(t`Bought: ${name}. It will be sent to your tradelink.`, 'success') }))
  }

  return (
    <ItemTile
      name={name}
      image={item.image}
      rarityColor={item.rarity_color}
      price={item.price}
      details={
        <>
          {item.rarity}
          {item.quality && ` · ${item.quality}`}
        </>
      }
      actions={
        <Button size="sm" busy={guard.pending} onClick={onBuy} aria-label={t`Buy ${name}`}>
          <Trans>Buy</Trans>
        </Button>
      }
    />
  )
}
