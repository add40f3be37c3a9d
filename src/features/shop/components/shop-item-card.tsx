import { useId } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { Button } from '~/shared/ui/button/button'
import { ItemTile } from '~/shared/ui/item-tile/item-tile'
import { useCurrentUser } from '~/shared/core-data/core-query'
import { useToasts } from '~/shared/services/app-services'
import { itemDetails } from '../lib/item-labels'
import { coinsShort } from '../lib/purchase-check'
import styles from './shop-item-card.module.css'

export interface ShopItemCardProps {
  item: Schemas['ShopItem']
  /** A signed-in user pressed Buy: the list asks for the confirmation. */
  onBuy: (item: Schemas['ShopItem']) => void
}

/**
 * An item on sale with its buy button; buying needs sign-in. An item the signed-in user cannot
 * afford says so before the press, in words tied to its Buy (a quieter button that still opens
 * the confirmation, which says how many coins are missing and where to earn them).
 */
export function ShopItemCard({ item, onBuy }: ShopItemCardProps) {
  const { t, i18n } = useLingui()
  const toasts = useToasts()
  const user = useCurrentUser()
  const name = item.market_hash_name
  const shortNoteId = useId()
  const short = user !== null && coinsShort(user.balance, item.price) > 0

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
        <>
          {short && (
            <span id={shortNoteId} className={styles.short}>
              <Trans>Not enough coins</Trans>
            </span>
          )}
          <Button
            size="sm"
            variant={short ? 'secondary' : 'primary'}
            onClick={onClick}
            aria-label={t`Buy ${name}`}
            aria-describedby={short ? shortNoteId : undefined}
            aria-haspopup={user ? 'dialog' : undefined}
          >
            <Trans>Buy</Trans>
          </Button>
        </>
      }
    />
  )
}
