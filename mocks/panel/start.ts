import { isPanelShortcut, wasPanelOpen } from './shortcut.ts'

/**
 * The control panel's only code in the first load of the dev server and the static demo
 * (wired in by vite.config.ts's `virtual:api-mocking`, never in a production build): a
 * shortcut listener. The panel itself (./mount.tsx) is loaded once the page is idle after its
 * load, or at once when the shortcut is pressed or it was open before a reload.
 *
 * Under automation (`navigator.webdriver`) nothing is loaded until the shortcut asks for it,
 * so the corner button never appears in the screenshots and axe runs of e2e tests.
 */
type PanelHandle = { toggle: () => void }

let mounted: Promise<PanelHandle> | null = null

function mount(initially: 'opened' | 'reopened' | 'closed'): Promise<PanelHandle> {
  mounted ??= import('./mount.tsx').then(({ mountPanel }) => mountPanel(initially))
  return mounted
}

function whenIdle(run: () => void): void {
  const idle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 1)
  if (document.readyState === 'complete') idle()
  else addEventListener('load', idle, { once: true })
}

export function startPanel(): void {
  addEventListener('keydown', (event) => {
    if (!isPanelShortcut(event)) return
    event.preventDefault()
    if (mounted) void mounted.then((panel) => panel.toggle())
    else void mount('opened')
  })
  if (wasPanelOpen()) void mount('reopened')
  else if (!navigator.webdriver) whenIdle(() => void mount('closed'))
}
