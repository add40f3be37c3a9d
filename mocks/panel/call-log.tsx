import { useId } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { CallRecord } from '../control/call-log.ts'
import { styles } from './panel-styles.tsx'

/**
 * The last API calls the fake backend answered, newest first (the control API's own left out);
 * in hybrid mode (`hybrid`) each says whether the fake or the real API answered it.
 */
export function CallLogSection({ calls, hybrid = false }: { calls: readonly CallRecord[]; hybrid?: boolean }) {
  const { t, i18n } = useLingui()
  const id = useId()
  const time = new Intl.DateTimeFormat(i18n.locale, { timeStyle: 'medium' })
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className={styles.sectionHeading}>
        <Trans>Last calls</Trans>
      </h3>
      {calls.length === 0 ? (
        <p className={styles.note}>
          <Trans>No API calls yet.</Trans>
        </p>
      ) : (
        // Focusable, so a log wider than the panel (long paths) scrolls from the keyboard.
        <div className={styles.tableScroll} tabIndex={0} role="group" aria-labelledby={`${id}-heading`}>
          <table className={styles.table}>
            <caption className={styles.visuallyHidden}>
              <Trans>Last API calls, newest first</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Method</Trans>
                </th>
                <th scope="col">
                  <Trans>Path</Trans>
                </th>
                <th scope="col">
                  <Trans>Status</Trans>
                </th>
                <th scope="col">
                  <Trans>Time</Trans>
                </th>
                {hybrid ? (
                  <th scope="col">
                    <Trans>Answered by</Trans>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {calls.map((call) => (
                <tr key={call.id} className={call.status === 0 || call.status >= 400 ? styles.failed : undefined}>
                  <td>{call.method}</td>
                  <td className={styles.path} title={call.operation ?? undefined}>
                    {call.path}
                  </td>
                  <td>{call.status === 0 ? t`no answer` : call.status}</td>
                  <td title={time.format(call.atMs)}>{t`${call.durationMs} ms`}</td>
                  {hybrid ? (
                    <td className={call.answeredBy === 'real' ? styles.real : undefined}>
                      {call.answeredBy === 'real' ? t`real API` : t`fake`}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
