import type { ReactNode } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { useApi } from '~/shared/services/app-services'
import { safeImageUrl } from '~/shared/lib/safe-url'
import { caseQueryOptions } from '../api/case'
import { caseTypeLabel } from '../lib/case-type-label'
import { CaseOpenPanel } from './case-open-panel'
import { AvailableItemPanel } from './available-item-panel'
import { CasePromocodeForm } from './case-promocode-form'
import { CaseItems } from './case-items'
import styles from './case-page.module.css'

export interface CasePageProps {
  slug: string
  /** The case's task list, composed by the route from the tasks feature. */
  tasks: ReactNode
}

/** One case: how it opens, its tasks or promocode, the dropped item and what it may drop. */
export function CasePage({ slug, tasks }: CasePageProps) {
  const { t, i18n } = useLingui()
  const item = useSuspenseQuery(caseQueryOptions(useApi(), slug)).data
  const preview = safeImageUrl(item.preview)
  const showTasks = item.type === 'free' || item.tasks.length > 0

  return (
    <article className={styles.page} aria-labelledby="case-title">
      <header className={styles.header}>
        <h1 id="case-title" className={styles.title}>
          {item.title}
        </h1>
        <p className={styles.type}>{i18n._(caseTypeLabel[item.type])}</p>
      </header>

      <div className={styles.layout}>
        <section className={styles.stage} aria-label={t`Opening the case`}>
          {preview && <img className={styles.preview} src={preview} alt="" />}
          {item.availableItem ? <AvailableItemPanel slug={slug} item={item.availableItem} /> : <CaseOpenPanel item={item} />}
          {item.type === 'promocode' && !item.availableItem && (
            <CasePromocodeForm slug={slug} activated={item.hasActivatedPromocode} suggestedCode={item.autoPromocode} />
          )}
        </section>

        {showTasks && (
          <section className={styles.tasks} aria-labelledby="case-tasks-title">
            <h2 id="case-tasks-title" className={styles.sectionTitle}>
              <Trans>Tasks</Trans>
            </h2>
            {tasks}
          </section>
        )}
      </div>

      <section aria-labelledby="case-items-title">
        <h2 id="case-items-title" className={styles.sectionTitle}>
          <Trans>What can drop</Trans>
        </h2>
        <CaseItems items={item.items} />
      </section>
    </article>
  )
}
