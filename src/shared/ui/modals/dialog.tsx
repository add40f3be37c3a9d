import { useEffect, useId, useRef, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { clsx } from '~/shared/lib/clsx'
import { Icon } from '~/shared/ui/icon/icon'
import { trapTab } from './focus-trap'
import styles from './dialog.module.css'

export interface DialogProps {
  open: boolean
  /** Visible heading; it also names the dialog. Without it, give `ariaLabel`. */
  title?: ReactNode
  ariaLabel?: string
  /** Asked to close (close button, Escape, backdrop); the owner decides by changing `open`. */
  onClose: () => void
  /** Offers the close button and Escape. The age check must be answered, so it is not. */
  dismissible?: boolean
  /** Spec section 2: the backdrop closes the modal only when this is enabled. */
  closeOnBackdrop?: boolean
  size?: 'sm' | 'md' | 'lg'
  children: ReactNode
}

/**
 * The page behind an open modal does not scroll. An attribute on the root rather than
 * `html:has(dialog[open])`: that selector searched the whole document on every style recalculation
 * of a page while it loaded (a fifth of all selector matching on `/` at 4x CPU).
 */
function lockPageScroll(): void {
  document.documentElement.setAttribute('data-modal-open', '')
}

function unlockPageScroll(): void {
  document.documentElement.removeAttribute('data-modal-open')
}

/**
 * A modal on the native `<dialog>`: `showModal()` gives the top layer and the inert page behind
 * it; this adds the rules the browser does not know, and a Tab that goes round inside.
 */
export function Dialog({
  open,
  title,
  ariaLabel,
  onClose,
  dismissible = true,
  closeOnBackdrop = false,
  size = 'md',
  children,
}: DialogProps) {
  const { t } = useLingui()
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const pointerDownOnBackdrop = useRef(false)
  const latest = useRef({ onClose, dismissible })
  useEffect(() => {
    latest.current = { onClose, dismissible }
  })

  // A passive effect, not a layout one: opening makes the whole page inert, a style pass over
  // every element (9-12 ms of a card page at full speed). A modal that opens by itself (the age
  // question after the page wakes up) so opens in a task of its own, after React's commit, instead
  // of lengthening it; one opened by a press still opens in the press's task, as React runs a
  // discrete update's effects before it returns.
  useEffect(() => {
    const dialog = ref.current
    if (!open || !dialog) return
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null
    let closingOnPurpose = false
    if (!dialog.open) dialog.showModal()
    lockPageScroll()

    // Chromium closes a dialog on a repeated Escape even when `cancel` was prevented.
    // A modal that must be answered is put back; any other one reports the close.
    const onNativeClose = () => {
      // `close` arrives as a task after `close()`: a dialog opened again since (StrictMode runs
      // this effect, its cleanup and the effect again on mount) is not being closed.
      if (closingOnPurpose || dialog.open) return
      if (latest.current.dismissible) latest.current.onClose()
      else if (dialog.isConnected) dialog.showModal()
    }
    dialog.addEventListener('close', onNativeClose)
    return () => {
      closingOnPurpose = true
      dialog.removeEventListener('close', onNativeClose)
      if (dialog.open) dialog.close()
      if (document.querySelector('dialog[open]')) return
      unlockPageScroll()
      // The browser restores focus only when the dialog closes in place, not when React removes it.
      if (previouslyFocused?.isConnected) previouslyFocused.focus()
    }
  }, [open])

  if (!open) return null

  return (
    <dialog
      ref={ref}
      className={clsx(styles.dialog, styles[size])}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : ariaLabel}
      onCancel={(event) => {
        event.preventDefault()
        if (dismissible) onClose()
      }}
      onKeyDown={trapTab}
      onPointerDown={(event) => {
        pointerDownOnBackdrop.current = event.target === event.currentTarget
      }}
      onClick={(event) => {
        // Only a press and release both outside the content: a text selection dragged out of
        // the content must not close the modal.
        const onBackdrop = event.target === event.currentTarget && pointerDownOnBackdrop.current
        pointerDownOnBackdrop.current = false
        if (onBackdrop && closeOnBackdrop) onClose()
      }}
    >
      <div className={styles.panel}>
        {(title || dismissible) && (
          <header className={styles.header}>
            {title && (
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
            )}
            {dismissible && (
              <button type="button" className={styles.close} aria-label={t`Close`} onClick={onClose}>
                <Icon name="close" />
              </button>
            )}
          </header>
        )}
        <div className={styles.body}>{children}</div>
      </div>
    </dialog>
  )
}
