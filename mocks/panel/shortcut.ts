/**
 * Alt+Shift+D (by key position, so it is the same on any layout and on a Mac, where Alt+Shift
 * types a character): neither the browsers nor the app use it.
 */
export const PANEL_SHORTCUT = 'Alt+Shift+D'

export function isPanelShortcut(event: KeyboardEvent): boolean {
  return event.code === 'KeyD' && event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey
}

/** The panel stays open across the page loads it causes itself (a persona, a scenario): this tab only. */
const OPEN_KEY = 'fake-backend-panel-open'

export function wasPanelOpen(): boolean {
  try {
    return sessionStorage.getItem(OPEN_KEY) === '1'
  } catch {
    return false
  }
}

export function rememberPanelOpen(open: boolean): void {
  try {
    if (open) sessionStorage.setItem(OPEN_KEY, '1')
    else sessionStorage.removeItem(OPEN_KEY)
  } catch {
    // No storage: the panel starts closed after a reload.
  }
}
