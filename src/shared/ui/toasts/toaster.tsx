import { useSyncExternalStore } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatLocalDateTime } from '~/shared/lib/format-date'
import { useToasts } from '~/shared/services/app-services'
import { clsx } from '~/shared/lib/clsx'
import { Icon, type IconName } from '~/shared/ui/icon/icon'
import type { Toast, ToastType } from './toast-store'
import styles from './toaster.module.css'

const icons: Record<ToastType, IconName> = { success: 'check', error: 'alert', info: 'info' }

function ToastText({ text }: { text: Toast['text'] }) {
  const { i18n } = useLingui()
  if (typeof text === 'string') return text
  if (!('availableAt' in text)) return i18n._(text)
  const at = formatLocalDateTime(text.availableAt, i18n)
  return (
    <>
      {text.message}{' '}
      <Trans>
        Available from <time dateTime={text.availableAt}>{at}</time>.
      </Trans>
    </>
  )
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const { t } = useLingui()
  const typeLabel = { success: t`Success`, error: t`Error`, info: t`Information` }[toast.type]
  return (
    <li className={styles.item}>
      {/* The whole toast closes on click (spec); the close button is the keyboard way to do it. */}
      <div
        className={clsx(styles.toast, styles[toast.type])}
        role={toast.type === 'error' ? 'alert' : 'status'}
        onClick={onDismiss}
      >
        <Icon name={icons[toast.type]} className={styles.icon} />
        <p className={styles.text}>
          <span className="visually-hidden">{typeLabel}: </span>
          <ToastText text={toast.text} />
        </p>
        <button type="button" className={styles.close} aria-label={t`Close`}>
          <Icon name="close" size={16} />
        </button>
      </div>
    </li>
  )
}

/** The toasts of group 'app', bottom right (spec section 2). */
export function Toaster() {
  const { t } = useLingui()
  const toasts = useToasts()
  const list = useSyncExternalStore(toasts.subscribe, toasts.getSnapshot, toasts.getServerSnapshot)
  return (
    <section className={styles.toaster} data-group="app" aria-label={t`Messages`}>
      <ol className={styles.list} aria-live="polite" aria-relevant="additions">
        {list.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={() => toasts.dismiss(toast.id)} />
        ))}
      </ol>
    </section>
  )
}
