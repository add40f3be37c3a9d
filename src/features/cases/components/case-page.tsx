import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { formatCoins } from '~/shared/lib/format'
import { useApi, useLocale } from '~/shared/services/app-services'
import { useCurrentUser } from '~/shared/core-data/core-query'
import { safeImageUrl } from '~/shared/lib/safe-url'
import { clsx } from '~/shared/lib/clsx'
import { HydratedApart } from '~/shared/lib/hydrated-apart'
import { lazyHydrated } from '~/shared/lib/lazy-hydrated'
import { caseQueryOptions } from '../api/case'
import { caseTypeLabel } from '../lib/case-type-label'
import { CaseItems } from './case-items'
import { LastDroppedItems } from './last-dropped-items'
import { LazyCaseRoulette } from './lazy-case-roulette'
import { FairnessCommit } from '../fair/components/fairness-commit'
import type { CaseOpenPanelProps } from './case-open-panel'
import styles from './case-page.module.css'

// The case's forms and the form library (about 17 KB gzip) hydrate after the rest of the page; a
// guest's panel has no form, and its page loads none of that.
const CaseOpenPanel = lazyHydrated(() => import('./case-open-panel').then((module) => module.CaseOpenPanel))
const CaseGuestPanel = lazyHydrated(() => import('./case-guest-panel').then((module) => module.CaseGuestPanel))
const AvailableItemPanel = lazyHydrated(() =>
  import('./available-item-panel').then((module) => module.AvailableItemPanel),
)
const CasePromocodeForm = lazyHydrated(() => import('./case-promocode-form').then((module) => module.CasePromocodeForm))

/** For the route's loader: the code of the case's forms, so a navigation shows the page whole. */
export function preloadCasePageParts(): Promise<unknown> {
  return Promise.all([
    CaseOpenPanel.preload(),
    CaseGuestPanel.preload(),
    AvailableItemPanel.preload(),
    CasePromocodeForm.preload(),
  ])
}

type CaseItem = Schemas['CaseItem']

export interface CasePageProps {
  slug: string
  /** The case's task list, composed by the route from the tasks feature. */
  tasks: ReactNode
  /** The sign-in button of the auth feature, offered to guests instead of opening. */
  signIn?: ReactNode
}

/** One opening on this page, from the server's answer to the strip stopping, and after. */
interface Opening {
  winner: CaseItem
  /** The case's items when it opened: the strip is built once and must not change mid-spin. */
  items: readonly CaseItem[]
  phase: 'spinning' | 'landed'
  /** Lets the user's own drop into the last drops; safe to call more than once. */
  landed: () => void
}

/** One case: how it opens, its tasks or promocode, the opening itself, the dropped item and what it may drop. */
export function CasePage({ slug, tasks, signIn }: CasePageProps) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const item = useSuspenseQuery(caseQueryOptions(useApi(), slug)).data
  const user = useCurrentUser()
  const [opening, setOpening] = useState<Opening | null>(null)
  const openingRef = useRef(opening)
  const preview = safeImageUrl(item.preview)
  const showTasks = item.type === 'free' || item.tasks.length > 0

  useEffect(() => {
    openingRef.current = opening
  }, [opening])
  // Leaving mid-spin must not keep the user's drop off the strip on the next page.
  useEffect(() => () => openingRef.current?.landed(), [])

  const spinning = opening?.phase === 'spinning'
  // The strip stays, stopped on the item, while the item waits to be sold or sent.
  const showRoulette = opening !== null && (spinning || item.availableItem !== null)
  const onLanded = () => {
    if (!opening || opening.phase === 'landed') return
    opening.landed()
    setOpening({ ...opening, phase: 'landed' })
  }

  // Kept the same between renders: the panel is not re-rendered before its code has hydrated it.
  const onOpened = useCallback<NonNullable<CaseOpenPanelProps['onOpened']>>(
    (winner, landed) => setOpening({ winner, items: item.items, phase: 'spinning', landed }),
    [item.items],
  )

  const won = opening?.phase === 'landed' ? opening.winner : null
  const announce = (name: string, price: string) => t`Your drop: ${name}, ${price} coins.`
  const announcement = spinning
    ? t`Opening the case…`
    : won
      ? announce(won.marketHashName, formatCoins(won.price, locale))
      : ''

  return (
    <article className={styles.page} aria-labelledby="case-title">
      <header className={styles.header}>
        <h1 id="case-title" className={styles.title}>
          {item.title}
        </h1>
        <p className={styles.type}>{i18n._(caseTypeLabel[item.type])}</p>
      </header>

      <LastDroppedItems />

      {/* Always in the page, so the text put in it later is announced. */}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>

      {opening && showRoulette && (
        <section className={styles.roulette} aria-label={t`Opening the case`}>
          <Suspense fallback={<div className={styles.roulettePlaceholder} />}>
            <LazyCaseRoulette items={opening.items} winner={opening.winner} onLanded={onLanded} />
          </Suspense>
        </section>
      )}

      {/* The case and its tasks, then what it may drop, hydrate each as tasks of their own after the top. */}
      <HydratedApart>
        {/* Without tasks the case takes the row itself, its picture beside its forms. */}
        <div className={clsx(styles.layout, !showTasks && styles.single)}>
          <section className={styles.stage} aria-label={t`The case`}>
            {/* The case being opened stays in view while the strip runs, then gives way to the item it dropped. */}
            {preview && (spinning || !item.availableItem) && (
              // The largest thing on the first screen: fetched first (Lighthouse's LCP).
              <img className={styles.preview} src={preview} alt="" fetchPriority="high" />
            )}
            <div className={styles.controls}>
              {/* The promocode comes before the Open button it unlocks. */}
              {item.type === 'promocode' && !item.availableItem && !spinning && (
                <CasePromocodeForm
                  slug={slug}
                  activated={item.hasActivatedPromocode}
                  suggestedCode={item.autoPromocode}
                />
              )}
              {spinning ? null : item.availableItem ? (
                <AvailableItemPanel slug={slug} item={item.availableItem} takeFocus={won !== null} />
              ) : user ? (
                <CaseOpenPanel item={item} onOpened={onOpened} signIn={signIn} />
              ) : (
                <CaseGuestPanel item={item} signIn={signIn} />
              )}
              <FairnessCommit fairness={item.fairness} />
            </div>
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

        <HydratedApart>
          <section aria-labelledby="case-items-title">
            <h2 id="case-items-title" className={styles.sectionTitle}>
              <Trans>What can drop</Trans>
            </h2>
            <CaseItems items={item.items} />
          </section>
        </HydratedApart>
      </HydratedApart>
    </article>
  )
}
