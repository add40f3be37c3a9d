import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react'
import type { Schemas } from '~/api/types'
import { localeParam } from '~/shared/i18n/locale'
import { safeImageUrl } from '~/shared/lib/safe-url'
import { useLocale } from '~/shared/services/app-services'
import { caseTypeLabel } from '../lib/case-type-label'
import styles from './case-card.module.css'

/** A case in a list: picture, title and how it opens, linking to the case. */
export function CaseCard({ item }: { item: Schemas['CaseSummary'] }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const preview = safeImageUrl(item.preview)
  return (
    <article className={styles.card}>
      <div className={styles.picture}>{preview && <img src={preview} alt="" loading="lazy" decoding="async" />}</div>
      <h3 className={styles.title}>
        <Link to="/{-$locale}/games/cases/$slug" params={{ locale: localeParam(locale), slug: item.slug }} className={styles.link}>
          {item.title}
        </Link>
      </h3>
      <p className={styles.type}>{i18n._(caseTypeLabel[item.type])}</p>
    </article>
  )
}
