import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatDateTime } from '~/shared/lib/format-date'
import { useApi } from '~/shared/services/app-services'
import { Button } from '~/shared/ui/button/button'
import { Skeleton } from '~/shared/ui/skeleton/skeleton'
import { notificationQueryOptions } from '../api/notification'
import styles from './notification-details.module.css'

/** The body of the 'Details' modal: the notification as the server has it now. */
export function NotificationDetails({ id }: { id: number }) {
  const api = useApi()
  const { i18n } = useLingui()
  const query = useQuery(notificationQueryOptions(api, id))

  if (query.isPending) {
    return (
      <div className={styles.loading} aria-busy="true">
        <span className="visually-hidden">
          <Trans>Loading…</Trans>
        </span>
        <Skeleton width="90%" />
        <Skeleton width="75%" />
        <Skeleton width="40%" />
      </div>
    )
  }
  if (query.isError) {
    return (
      <div className={styles.error} role="alert">
        <p>
          <Trans>Could not load the notification.</Trans>
        </p>
        <Button variant="secondary" size="sm" busy={query.isFetching} onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    )
  }
  const notification = query.data
  return (
    <div className={styles.details}>
      <p className={styles.description}>{notification.description}</p>
      <time className={styles.date} dateTime={notification.createdAt}>
        {formatDateTime(notification.createdAt, i18n)}
      </time>
    </div>
  )
}
