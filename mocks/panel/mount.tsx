import type { I18n } from '@lingui/core'
import { createRoot } from 'react-dom/client'
import { I18nProvider } from '@lingui/react'
import { createPanelI18n, pageLocale } from './i18n.ts'
import { PanelHost, type PanelStart, type PanelToggle } from './panel-host.tsx'

/** The panel's own node (also what scripts/check-dist.mjs looks for in a production build). */
const PANEL_NODE_ID = 'fake-backend-panel'

/**
 * Puts the panel in a node of its own at the end of <body>, outside the app's React tree (the
 * app hydrates `document`; React leaves nodes others added to <body> alone), in the page's
 * language, following it when the app sets it (the demo's prerendered shell starts in Russian)
 * or switches language without a page load.
 */
export async function mountPanel(initially: PanelStart): Promise<{ toggle: () => void }> {
  let locale = pageLocale()
  const i18n = await createPanelI18n(locale)
  const node = document.createElement('div')
  node.id = PANEL_NODE_ID
  document.body.append(node)
  const toggle: PanelToggle = { current: () => undefined }
  const root = createRoot(node)
  const render = (current: I18n) =>
    root.render(
      <I18nProvider i18n={current}>
        <PanelHost initially={initially} toggle={toggle} />
      </I18nProvider>,
    )
  render(i18n)
  const follow = () => {
    if (pageLocale() === locale) return
    locale = pageLocale()
    void createPanelI18n(locale).then(render)
  }
  new MutationObserver(follow).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] })
  // The demo's shell may have switched languages while the catalog loaded.
  follow()
  return { toggle: () => toggle.current() }
}
