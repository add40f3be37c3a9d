import { useEffect, useRef, useState, type CSSProperties } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { isApiError } from '~/api/api-error'
import type { Schemas } from '~/api/types'
import { useCurrentUser } from '~/shared/core-data/core-query'
import { failureText } from '~/shared/forms/server-errors'
import { useSubmitGuard } from '~/shared/forms/use-submit-guard'
import { safeImageUrl } from '~/shared/lib/safe-url'
import { Button } from '~/shared/ui/button/button'
import { Coins } from '~/shared/ui/coins/coins'
import { rarityColor } from '~/shared/ui/item-tile/rarity-color'
import { Dialog } from '~/shared/ui/modals/dialog'
import { EarnCoinsLinks, SetTradelinkLink, WaysOn } from '~/shared/ui/ways-on/ways-on'
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
 * already knows would fail (too few coins, no tradelink) is said instead of offering to buy, all
 * of it at once and each with its way on (ways to earn, the profile's tradelink field).
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
  // The page's own check missed it (another tab spent the coins, cleared the tradelink): the
  // server says what is lacking, and the way on is offered all the same.
  const failureNeeds =
    isApiError(buy.error) && buy.error.problem.kind === 'message' ? (buy.error.problem.needs ?? []) : []

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

      {check.kind === 'blocked' && (
        <div className={styles.refusal} role="alert">
          <ul className={styles.blockers}>
            {check.needs.map((need) =>
              need === 'coins' ? (
                <li key={need}>
                  <Trans>
                    Not enough coins: you need <Coins amount={check.missing} /> more.
                  </Trans>
                  <span className={styles.ways}>
                    <Trans>Earn coins:</Trans> <EarnCoinsLinks />
                  </span>
                </li>
              ) : (
                <li key={need}>
                  <Trans>The item is sent to your Steam tradelink, and you have not set one yet.</Trans>
                  <span className={styles.ways}>
                    <SetTradelinkLink />
                  </span>
                </li>
              ),
            )}
          </ul>
        </div>
      )}
      {check.kind === 'ready' && (
        <p className={styles.note}>
          <Trans>The item will be sent to your Steam tradelink.</Trans>
        </p>
      )}
      {failure && (
        <div className={styles.refusal} role="alert">
          <p>{typeof failure === 'string' ? failure : i18n._(failure)}</p>
          <WaysOn needs={failureNeeds} />
        </div>
      )}

      <div className={styles.actions}>
        <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={guard.pending}>
          {check.kind === 'ready' ? <Trans>Cancel</Trans> : <Trans>Got it</Trans>}
        </Button>
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
