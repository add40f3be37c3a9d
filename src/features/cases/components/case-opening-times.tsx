import { useQueryClient } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { Countdown, useTimeLeft } from '~/shared/ui/countdown/countdown'
import { casesKeys } from '../api/keys'
import styles from './case-open-panel.module.css'

/**
 * When the case may be opened next: the visitor's own cooldown, or the closed symbol case's,
 * which waits for everyone (a guest has no cooldown of their own). `waiting` is whether that
 * moment is still ahead.
 */
export function useOpeningWait(item: Schemas['Case']) {
  const waitUntil =
    item.nextOpeningDate ?? (item.timedWindow && !item.timedWindow.open ? item.timedWindow.opensAt : null)
  const waiting = useTimeLeft(waitUntil) !== 0
  return { waitUntil, waiting }
}

/** The countdowns of the case's opening panel: to the next opening, or to the symbol case's closing. */
export function CaseOpeningTimes({
  item,
  waitUntil,
  waiting,
}: { item: Schemas['Case'] } & ReturnType<typeof useOpeningWait>) {
  const queryClient = useQueryClient()
  const refresh = () => void queryClient.invalidateQueries({ queryKey: casesKeys.detail(item.slug) })
  const openWindow = !waiting && item.timedWindow?.open ? item.timedWindow : null
  return (
    <>
      {waitUntil && waiting && (
        <p className={styles.wait}>
          <Trans>Next opening in</Trans> <Countdown until={waitUntil} className={styles.timer} onDone={refresh} />
        </p>
      )}
      {openWindow && (
        <p className={styles.wait}>
          <Trans>Open for</Trans> <Countdown until={openWindow.closesAt} className={styles.timer} onDone={refresh} />
        </p>
      )}
    </>
  )
}

/** What the symbol case's gate is, said to everyone. */
export function TimedCaseHint({ item }: { item: Schemas['Case'] }) {
  if (item.type !== 'timed') return null
  return (
    <p className={styles.hint}>
      <Trans>The symbol opens every few minutes and stays open for 1 minute.</Trans>
    </p>
  )
}
