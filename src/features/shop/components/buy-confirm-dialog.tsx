import { useEffect, useRef, useState, type CSSProperties } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { useCurrentUser } from '~/shared/core-data/core-query'
import { failureText } from '~/shared/forms/server-errors'
import { useSubmitGuard } from '~/shared/forms/use-submit-guard'
import { localeParam } from '~/shared/i18n/locale'
import { safeImageUrl } from '~/shared/lib/safe-url'
import { useLocale } from '~/shared/services/app-services'
import { Button, buttonClassName } from '~/shared/ui/button/button'
import { Coins } from '~/shared/ui/coins/coins'
import { rarityColor } from '~/shared/ui/item-tile/rarity-color'
import { Dialog } from '~/shared/ui/modals/dialog'
import { useBuyItem } from '../api/buy-item'
import { checkPurchase } from '../lib/purchase-check'
import styles from './buy-confirm-dialog.module.css'
import { itemDetails } from '../lib/item-labels'

export interface BuyConfirmDialogProps {
  item: Schemas['ShopItem']
  onCancel: () => void
  /** The server took the coins: the item is on its way and off the shop. */
  onBought: (item: Schemas['ShopItem']) => void
}

/**
 * Asks before coins are spent: the item, its price, the balance now and after. What the page
 * already knows would fail (no tradelink, too few coins) is said instead of offering to buy.
 * A refusal of the server is said here too: a toast would sit behind the modal's backdrop.
 * Focus starts on Cancel, so a second Enter does not buy; Escape cancels.
 */
export function BuyConfirmDialog({ item, onCancel, onBought }: BuyConfirmDialogProps) {
  const { t, i18n } = useLingui()
  const signedIn = useCurrentUser()
  // A session that ends while the dialog is open (a 401 on "Buy") signs the page out: the dialog
  // stays on the user it was opened for, so the refusal stays said until the visitor closes it.
  const [openedFor, setOpenedFor] = useState(signedIn)
  if (signedIn && signedIn !== openedFor) setOpenedFor(signedIn)
  const user = signedIn ?? openedFor
  const locale = useLocale()
  const buy = useBuyItem()
  const guard = useSubmitGuard()
  const cancelRef = useRef<HTMLButtonElement>(null)
  useEffect(() => cancelRef.current?.focus(), [])
  // The balance as it was when the user confirmed: the answered one arrives before the dialog
  // closes, and the sums must not jump to "after the purchase, minus the price again".
  const [balanceAtConfirm, setBalanceAtConfirm] = useState<number | null>(null)

  if (!user) return null
  const balance = balanceAtConfirm ?? user.balance
  const check = checkPurchase({ balance, tradelink: user.tradelink }, item.price)
  const image = safeImageUrl(item.image)
  const name = item.market_hash_name

  const confirm = () =>
    void guard.run(async () => {
      setBalanceAtConfirm(balance)
      try {
        await buy.mutateAsync(item)
      } catch {
        // Said in the dialog from `buy.error`; nothing was spent.
        setBalanceAtConfirm(null)
        return
      }
      onBought(item)
    })

  const failure = buy.error ? failureText(buy.error) : null

  return (
    <Dialog open title={t`Buy this item?`} onClose={() => !guard.pending && onCancel()}>
      <div className={styles.item} style={{ '--rarity': rarityColor(item.rarity_color) } as CSSProperties}>
        <span className={styles.picture}>{image && <img src={image} alt="" />}</span>
        <span className={styles.what}>
          <strong className={styles.name}>{name}</strong>
          <span className={styles.details}>{itemDetails(i18n, item)}</span>
        </span>
      </div>
      <dl className={styles.sums}>
        <div>
          <dt>
            <Trans>Price</Trans>
          </dt>
          <dd>
            <Coins amount={item.price} className={styles.price} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Your balance</Trans>
          </dt>
          <dd>
            <Coins amount={balance} />
          </dd>
        </div>
        {check.kind === 'ready' && (
          <div className={styles.after}>
            <dt>
              <Trans>Balance after</Trans>
            </dt>
            <dd>
              <Coins amount={check.balanceAfter} />
            </dd>
          </div>
        )}
      </dl>

      {check.kind === 'no-tradelink' && (
        <p className={styles.refusal} role="alert">
          <Trans>
            The item is sent to your Steam tradelink, and you have not set one yet. Add it in your profile, then come
            back.
          </Trans>
        </p>
      )}
      {check.kind === 'not-enough-coins' && (
        <p className={styles.refusal} role="alert">
          <Trans>
            Not enough coins: you need <Coins amount={check.missing} /> more.
          </Trans>
        </p>
      )}
      {check.kind === 'ready' && (
        <p className={styles.note}>
          <Trans>The item will be sent to your Steam tradelink.</Trans>
        </p>
      )}
      {failure && (
        <p className={styles.refusal} role="alert">
          {typeof failure === 'string' ? failure : i18n._(failure)}
        </p>
      )}

      <div className={styles.actions}>
        <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={guard.pending}>
          {check.kind === 'ready' ? <Trans>Cancel</Trans> : <Trans>Got it</Trans>}
        </Button>
        {check.kind === 'no-tradelink' && (
          <Link
            to="/{-$locale}/profile"
            params={{ locale: localeParam(locale) }}
            className={buttonClassName('primary')}
          >
            <Trans>Set the tradelink</Trans>
          </Link>
        )}
        {check.kind === 'ready' && (
          <Button variant="accent" busy={guard.pending} onClick={confirm}>
            {/* One flex item: the button's gap would otherwise split the words from the sum. */}
            <span>
              <Trans>
                Buy for <Coins amount={item.price} />
              </Trans>
            </span>
          </Button>
        )}
      </div>
    </Dialog>
  )
}
