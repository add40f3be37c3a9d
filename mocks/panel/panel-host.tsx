import { useEffect, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { FakeBackendPanel } from './fake-backend-panel.tsx'
import { PanelStyles, styles } from './panel-styles.tsx'
import { PANEL_SHORTCUT, rememberPanelOpen } from './shortcut.ts'

/** `opened`: by the shortcut; `reopened`: it was open before this page load; `closed`: mounted when idle. */
export type PanelStart = 'opened' | 'reopened' | 'closed'

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
export function PanelHost({
  initially,
  toggle,
  showButton = !navigator.webdriver,
}: {
  initially: PanelStart
  toggle: PanelToggle
  showButton?: boolean
}) {
  const { t } = useLingui()
  const [open, setOpen] = useState(initially !== 'closed')
  const panelRef = useRef<HTMLElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const focusBefore = useRef<Element | null>(initially === 'opened' ? document.activeElement : null)
  // Opened by a press takes focus; reopened after the page load it caused leaves focus to the page.
  const takeFocus = useRef(initially === 'opened')

  const setPanelOpen = (next: boolean) => {
    if (next) {
      focusBefore.current = document.activeElement
      takeFocus.current = true
    } else {
      const back = buttonRef.current ?? focusBefore.current
      if (back instanceof HTMLElement) back.focus()
    }
    setOpen(next)
  }
  useEffect(() => {
    toggle.current = () => setPanelOpen(!open)
  })

  useEffect(() => {
    rememberPanelOpen(open)
    if (open && takeFocus.current) panelRef.current?.focus()
  }, [open])

  return (
    <>
      <PanelStyles />
      {open ? (
        <FakeBackendPanel
          ref={panelRef}
          onClose={() => setPanelOpen(false)}
          onServerStateChanged={() => location.reload()}
        />
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
