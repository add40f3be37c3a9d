import { lazy, Suspense, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useCore } from '~/shared/core-data/core-query'
import { clsx } from '~/shared/lib/clsx'
import { useDisclosure } from '~/shared/lib/use-disclosure'
import { useModals } from '~/shared/services/app-services'
import { Icon } from '~/shared/ui/icon/icon'
import { useMarkNotificationsViewed } from '../api/mark-notifications-viewed'
import { hasUnviewed, type Notification } from '../lib/viewed'
import styles from './notifications-menu.module.css'

// Loaded when first opened: nothing of them is on the page before.
const NotificationsPanel = lazy(() => import('./notifications-panel').then((m) => ({ default: m.NotificationsPanel })))
const NotificationDetails = lazy(() =>
  import('./notification-details').then((m) => ({ default: m.NotificationDetails })),
)

/**
 * The header's notifications button with its unread dot and dropdown panel (signed-in users).
 * Opening it while any notification is unread marks them all viewed (spec section 4).
 */
export function NotificationsMenu({ className }: { className?: string }) {
  const { t } = useLingui()
  const { notifications } = useCore()
  const modals = useModals()
  const markViewed = useMarkNotificationsViewed()
  const menu = useDisclosure()
  const [freshIds, setFreshIds] = useState<ReadonlySet<number>>(new Set())
  const markAgainIfFailed = useRef(false)
  const unread = hasUnviewed(notifications)

  const toggle = () => {
    if (menu.open) return menu.close(false)
    menu.setOpen(true)
    setFreshIds(new Set(notifications.filter((n) => !n.viewed).map((n) => n.id)))
    if (!unread) return
    // Opened again while the last call is still out: should that one fail, this opening tries again.
    if (markViewed.isPending) markAgainIfFailed.current = true
    else markAllViewed()
  }

  const markAllViewed = () => {
    markViewed.mutate(undefined, {
      onSuccess: () => {
        markAgainIfFailed.current = false
      },
      onError: () => {
        if (!markAgainIfFailed.current) return
        markAgainIfFailed.current = false
        markAllViewed()
      },
    })
  }

  const showDetails = (notification: Notification) => {
    menu.close(true)
    modals.open({
      id: `notification-${notification.id}`,
      title: notification.title,
      closeOnBackdrop: true,
      dismissible: true,
      render: () => <NotificationDetails id={notification.id} />,
    })
  }

  return (
    <div {...menu.rootProps} className={clsx(styles.root, className)}>
      <button
        {...menu.buttonProps}
        type="button"
        className={styles.button}
        aria-label={unread ? t`Notifications, unread` : t`Notifications`}
        onClick={toggle}
      >
        <Icon name="bell" />
        {unread && <span className={styles.dot} />}
      </button>
      <div id={menu.panelId} className={styles.popover} hidden={!menu.open}>
        {menu.open && (
          <Suspense>
            <NotificationsPanel
              notifications={notifications}
              freshIds={freshIds}
              onShowDetails={showDetails}
              onNavigate={() => menu.close(false)}
            />
          </Suspense>
        )}
      </div>
    </div>
  )
}
