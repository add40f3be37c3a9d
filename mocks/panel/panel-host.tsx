import { useEffect, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { FakeBackendPanel } from './fake-backend-panel.tsx'
import { PANEL_SHORTCUT, rememberPanelOpen } from './shortcut.ts'
import styles from './panel.module.css'

export interface PanelToggle {
  /** Set by the host: the shortcut opens or closes the panel through it. */
  current: () => void
}

/**
 * The corner button and the panel, in a React root of their own outside the app's tree. Focus
 * goes into the panel when it opens and back where it was (the corner button) when it closes.
 * Under automation the button is left out (e2e screenshots and axe runs stay as they were);
 * the shortcut still works.
 */
export function PanelHost({ initiallyOpen, toggle }: { initiallyOpen: boolean; toggle: PanelToggle }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(initiallyOpen)
  const panelRef = useRef<HTMLElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const focusBefore = useRef<Element | null>(null)
  const showButton = !navigator.webdriver

  const setPanelOpen = (next: boolean) => {
    if (next) focusBefore.current = document.activeElement
    else {
      const back = buttonRef.current ?? focusBefore.current
      if (back instanceof HTMLElement) back.focus()
    }
    rememberPanelOpen(next)
    setOpen(next)
  }
  useEffect(() => {
    toggle.current = () => setPanelOpen(!open)
  })

  useEffect(() => {
    if (open) panelRef.current?.focus()
  }, [open])

  return (
    <>
      {open ? (
        <FakeBackendPanel ref={panelRef} onClose={() => setPanelOpen(false)} onServerStateChanged={() => location.reload()} />
      ) : null}
      {showButton ? (
        <button
          ref={buttonRef}
          type="button"
          className={styles.corner}
          aria-expanded={open}
          title={`${t`Fake backend panel`} (${PANEL_SHORTCUT})`}
          onClick={() => setPanelOpen(!open)}
        >
          <span aria-hidden="true">⚙</span>
          <span className={styles.visuallyHidden}>{t`Fake backend panel`}</span>
        </button>
      ) : null}
    </>
  )
}
