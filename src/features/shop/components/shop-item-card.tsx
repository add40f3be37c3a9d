import { Trans, useLingui } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { Button } from '~/shared/ui/button/button'
import { ItemTile } from '~/shared/ui/item-tile/item-tile'
import { useCurrentUser } from '~/shared/core-data/core-query'
import { useToasts } from '~/shared/services/app-services'
import { itemDetails } from '../lib/item-labels'

export interface ShopItemCardProps {
  item: Schemas['ShopItem']
  /** A signed-in user pressed Buy: the list asks for the confirmation. */
  onBuy: (item: Schemas['ShopItem']) => void
}

/** An item on sale with its buy button; buying needs sign-in. */
export function ShopItemCard({ item, onBuy }: ShopItemCardProps) {
  const { t, i18n } = useLingui()
  const toasts = useToasts()
  const user = useCurrentUser()
  const name = item.market_hash_name

  const onClick = () => {
    if (user) onBuy(item)
    else toasts.show(t`To use the shop, log in!`, 'info')
  }

  return (
    <ItemTile
      name={name}
      image={item.image}
      rarityColor={item.rarity_color}
      price={item.price}
      details={itemDetails(i18n, item)}
      actions={
        <Button size="sm" onClick={onClick} aria-label={t`Buy ${name}`} aria-haspopup={user ? 'dialog' : undefined}>
          <Trans>Buy</Trans>
        </Button>
      }
    />
  )
}
