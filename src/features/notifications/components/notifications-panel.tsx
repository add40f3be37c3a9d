import type { MouseEvent } from 'react'
import { useRouter } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { localizedPath } from '~/shared/i18n/locale'
import { clsx } from '~/shared/lib/clsx'
import { formatDateTime } from '~/shared/lib/format-date'
import { isExternalUrl, safeUrl } from '~/shared/lib/safe-url'
import { useLocale } from '~/shared/services/app-services'
import type { Notification } from '../lib/viewed'
import styles from './notifications-panel.module.css'

export interface NotificationsPanelProps {
  notifications: readonly Notification[]
  /** Ids that were unread when the panel opened: still highlighted after being marked viewed. */
  freshIds?: ReadonlySet<number>
  /** 'Details' of a notification without a link: show it in full. */
  onShowDetails: (notification: Notification) => void
  /** Called when a link is followed, so the owner can close the panel. */
  onNavigate?: () => void
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

function MoreLink({
  notification,
  onShowDetails,
  onNavigate,
}: { notification: Notification } & Pick<NotificationsPanelProps, 'onShowDetails' | 'onNavigate'>) {
  const router = useRouter()
  const locale = useLocale()
  const { t } = useLingui()
  const url = safeUrl(notification.link)
  const label = <Trans>Details</Trans>
  const title = notification.title
  const description = t`Details: ${title}`

  if (!url) {
    return (
      <button
        type="button"
        className={styles.more}
        aria-label={description}
        onClick={() => onShowDetails(notification)}
      >
        {label}
      </button>
    )
  }
  if (isExternalUrl(url)) {
    return (
      <a
        className={styles.more}
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={description}
        onClick={onNavigate}
      >
        {label}
      </a>
    )
  }
  const href = localizedPath(url, locale)
  return (
    <a
      className={styles.more}
      href={href}
      aria-label={description}
      onClick={(event) => {
        onNavigate?.()
        if (!isPlainLeftClick(event)) return
        event.preventDefault()
        void router.navigate({ href })
      }}
    >
      {label}
    </a>
  )
}

/** The notifications dropdown (spec section 2): a scrollable list, 400 px high. */
export function NotificationsPanel({ notifications, freshIds, onShowDetails, onNavigate }: NotificationsPanelProps) {
  const { t, i18n } = useLingui()
  return (
    <div className={styles.panel} role="region" aria-label={t`Notifications`}>
      <h2 className={styles.heading}>
        <Trans>Notifications</Trans>
      </h2>
      {notifications.length === 0 ? (
        <p className={styles.empty}>
          <Trans>No notifications yet</Trans>
        </p>
      ) : (
        <ul className={styles.list}>
          {notifications.map((notification) => {
            const fresh = !notification.viewed || freshIds?.has(notification.id)
            return (
              <li key={notification.id} className={clsx(styles.item, fresh && styles.fresh)}>
                <h3 className={styles.title}>
                  {fresh && (
                    <span className="visually-hidden">
                      <Trans>New:</Trans>{' '}
                    </span>
                  )}
                  {notification.title}
                </h3>
                <p className={styles.description}>{notification.description}</p>
                <div className={styles.meta}>
                  <time dateTime={notification.createdAt} className={styles.date}>
                    {formatDateTime(notification.createdAt, i18n)}
                  </time>
                  <MoreLink notification={notification} onShowDetails={onShowDetails} onNavigate={onNavigate} />
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
