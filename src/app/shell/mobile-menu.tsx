import { useId, useRef, useState, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { clsx } from '~/shared/lib/clsx'
import { useOutsidePointerDown } from '~/shared/lib/use-outside-pointer-down'
import { Icon } from '~/shared/ui/icon/icon'
import styles from './mobile-menu.module.css'

/**
 * The burger menu: a disclosure whose panel follows its button, so Tab goes straight into it.
 * Escape closes it and returns focus to the button; following a link, clicking outside or tabbing
 * past it closes it (at 375 px the panel covers the page, and with it wherever the focus went).
 */
export function MobileMenu({ children, className }: { children: ReactNode; className?: string }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  useOutsidePointerDown(rootRef, open, () => setOpen(false))

  return (
    <div
      ref={rootRef}
      className={clsx(styles.root, className)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation()
          setOpen(false)
          buttonRef.current?.focus()
        }
      }}
      onBlur={(event) => {
        // No related target: the window lost the focus, or a click landed on nothing focusable (handled as outside).
        if (open && event.relatedTarget !== null && !event.currentTarget.contains(event.relatedTarget)) setOpen(false)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t`Menu`}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name={open ? 'close' : 'menu'} size={22} />
      </button>
      <div
        id={panelId}
        className={styles.panel}
        hidden={!open}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) setOpen(false)
        }}
      >
        {children}
      </div>
    </div>
  )
}
