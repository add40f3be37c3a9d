import type { KeyboardEvent } from 'react'

const CANDIDATES =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [contenteditable="true"], [tabindex]:not([tabindex="-1"])'

/** Where Tab stops inside `root`, in order: shown, not taken out of the order, one stop per radio group. */
function tabStops(root: HTMLElement): HTMLElement[] {
  const stops = Array.from(root.querySelectorAll<HTMLElement>(CANDIDATES)).filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0 && !element.closest('[inert]'),
  )
  return stops.filter((element) => {
    if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || !element.name) return true
    const group = stops.filter(
      (other) => other instanceof HTMLInputElement && other.type === 'radio' && other.name === element.name,
    ) as HTMLInputElement[]
    const checked = group.find((radio) => radio.checked)
    return checked ? element === checked : element === group[0]
  })
}

/**
 * Keeps Tab and Shift+Tab inside a modal: past its last control the focus goes round to the
 * first, and back. A modal `<dialog>` makes the page behind it inert, but Chromium still lets Tab
 * leave it for the browser's own interface (or, headless, for nowhere).
 */
export function trapTab(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return
  const stops = tabStops(event.currentTarget)
  const first = stops[0]
  const last = stops.at(-1)
  if (!first || !last) return
  const active = document.activeElement
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && active === last) {
    event.preventDefault()
    first.focus()
  }
}
