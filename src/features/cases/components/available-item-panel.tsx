import { useEffect, useRef } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { Button } from '~/shared/ui/button/button'
import { ItemTile } from '~/shared/ui/item-tile/item-tile'
import { useCurrentUser } from '~/shared/core-data/core-query'
import { useGuardedAction } from '~/shared/forms/use-guarded-action'
import { formatCoins } from '~/shared/lib/format'
import { localeParam } from '~/shared/i18n/locale'
import { useLocale, useToasts } from '~/shared/services/app-services'
import { TRADELINK_FIELD_ID } from '~/shared/ui/ways-on/ways-on'
import { useSellAvailableItem } from '../api/sell-available-item'
import { useSendAvailableItem } from '../api/send-available-item'
import { ProofLink } from '../fair/components/proof-link'
import styles from './available-item-panel.module.css'

export interface AvailableItemPanelProps {
  slug: string
  item: Schemas['DroppedItem']
  /** Shown right after the opening landed: focus comes here if it was lost (Skip went away). */
  takeFocus?: boolean
}

/** The dropped item, held until the user sells it for coins or sends it to their tradelink. */
export function AvailableItemPanel({ slug, item, takeFocus = false }: AvailableItemPanelProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const toasts = useToasts()
  const user = useCurrentUser()
  const sell = useSellAvailableItem(slug)
  const send = useSendAvailableItem(slug)
  // One guard for both: the item can be sold or sent, never both.
  const guard = useGuardedAction()
  const price = formatCoins(item.price, locale)
  const titleRef = useRef<HTMLHeadingElement>(null)

  const panelRef = useRef<HTMLElement>(null)

  useEffect(() => {
    if (!takeFocus) return
    // On a phone the strip leaves the drop's Sell and Send below the fold: bring them up, gently
    // unless the visitor asked for less motion.
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    panelRef.current?.scrollIntoView({ block: 'nearest', behavior: still ? 'auto' : 'smooth' })
    const active = document.activeElement
    if (active === null || active === document.body) titleRef.current?.focus({ preventScroll: true })
  }, [takeFocus])

  // Said once the answer is in, not from a callback of `mutate`: the held drop leaves the case's
  // data as soon as it is sold or sent, which unmounts this panel, and TanStack Query calls no
  // callback of `mutate` for an unmounted component, so the confirmation was lost when the
  // profile's data (invalidated after the sale) was on the page and took a moment to reload.
  const onSell = () =>
    void guard.run(async () => {
      await sell.mutateAsync()
      toasts.show(t`Sold for ${price} coins.`, 'success')
    })
  const onSend = () =>
    void guard.run(async () => {
      await send.mutateAsync()
      toasts.show(t`The item is on its way to your tradelink.`, 'success')
    })

  return (
    <section ref={panelRef} className={styles.panel} aria-labelledby="available-item-title">
      <h2 ref={titleRef} id="available-item-title" className={styles.title} tabIndex={-1}>
        <Trans>Your drop</Trans>
      </h2>
      <ItemTile
        size="lg"
        name={item.marketHashName}
        image={item.image}
        rarityColor={item.rarityColor}
        price={item.price}
        actions={
          <>
            <Button
              variant="accent"
              className={styles.action}
              busy={guard.pending && sell.isPending}
              disabled={guard.pending}
              onClick={onSell}
            >
              <Trans>Sell for {price} coins</Trans>
            </Button>
            <Button
              variant="secondary"
              className={styles.action}
              busy={guard.pending && send.isPending}
              disabled={guard.pending}
              onClick={onSend}
            >
              <Trans>Send to my tradelink</Trans>
            </Button>
          </>
        }
      />
      <p className={styles.note}>
        <ProofLink dropId={item.dropId} caseSlug={slug} proof={item.proof}>
          <Trans>Check this drop (nonce {item.proof.nonce})</Trans>
        </ProofLink>
      </p>
      {user && !user.tradelink && (
        <p className={styles.note}>
          <Trans>
            To receive items, add your tradelink in the{' '}
            <Link to="/{-$locale}/profile" params={{ locale: localeParam(locale) }} hash={TRADELINK_FIELD_ID}>
              profile
            </Link>
            .
          </Trans>
        </p>
      )}
    </section>
  )
}
