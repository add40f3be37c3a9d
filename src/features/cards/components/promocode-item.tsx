import { useLingui } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { formatDate } from '~/shared/lib/format-date'
import { CopyButton } from '~/shared/ui/copy-button/copy-button'
import { useNow } from '~/shared/ui/countdown/use-now'
import { VisitLink } from './visit-link'
import styles from './card-promocodes.module.css'

export interface PromocodeItemProps {
  promocode: Schemas['CardPromocode']
  /** Where the code is used: the card's site. */
  siteLink: string
  siteName: string
  /** The card's own `hideRuLink`: hiding the site hides it everywhere. */
  siteHiddenForRussia: boolean
}

/** A promocode of a card: what it gives, the code to copy, how long it is valid, where to use it. */
export function PromocodeItem({ promocode, siteLink, siteName, siteHiddenForRussia }: PromocodeItemProps) {
  const { t, i18n } = useLingui()
  // Null on the server and while hydrating, so both render the same; expiry shows right after.
  const now = useNow()
  const validUntil = promocode.validUntil
  const expired = validUntil !== null && now !== null && Date.parse(validUntil) < now
  return (
    <li className={styles.item}>
      <h3 className={styles.title}>{promocode.title}</h3>
      {promocode.description && <p className={styles.description}>{promocode.description}</p>}
      <div className={styles.row}>
        <CopyButton text={promocode.code} label={t`Copy promocode ${promocode.code}`} />
        <VisitLink
          href={siteLink}
          label={t`Use on the site`}
          context={siteName}
          hiddenForRussia={promocode.hideLinkRu || siteHiddenForRussia}
          explainHidden={!siteHiddenForRussia}
          variant="secondary"
          size="sm"
        />
      </div>
      <p className={expired ? styles.expired : styles.validity}>
        {validUntil === null
          ? t`No expiry date`
          : expired
            ? t`Expired on ${formatDate(validUntil, i18n)}`
            : t`Valid until ${formatDate(validUntil, i18n)}`}
      </p>
    </li>
  )
}
