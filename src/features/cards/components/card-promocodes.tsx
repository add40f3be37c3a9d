import { useId } from 'react'
import { Trans } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { PromocodeItem } from './promocode-item'
import styles from './card-promocodes.module.css'

export interface CardPromocodesProps {
  card: Schemas['Card']
}

export function CardPromocodes({ card }: CardPromocodesProps) {
  const headingId = useId()
  if (card.promocodes.length === 0) return null
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <Trans>Promocodes</Trans>
      </h2>
      <ul className={styles.list}>
        {card.promocodes.map((promocode) => (
          <PromocodeItem
            key={promocode.id}
            promocode={promocode}
            siteLink={card.link}
            siteName={card.title}
            siteHiddenForRussia={card.hideRuLink}
          />
        ))}
      </ul>
    </section>
  )
}
