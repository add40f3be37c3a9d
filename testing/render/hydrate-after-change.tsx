import type { ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { act } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { setupI18n } from '@lingui/core'
import { createApiClient } from '~/api/client'
import { AppServicesProvider, type AppServices } from '~/shared/services/app-services'
import { createModalStore } from '~/shared/ui/modals/modal-queue'
import { createToastStore } from '~/shared/ui/toasts/toast-store'

/**
 * What a part whose code comes late goes through (`shared/lib/lazy-hydrated`): the server renders
 * it, the app's stores change meanwhile (`meanwhile`: a toast, a modal), then the browser
 * hydrates the server's HTML. Returns React's recoverable errors, where a mismatch shows (#418).
 */
export async function hydrateAfterChange(ui: ReactNode, meanwhile: (services: AppServices) => void) {
  const services: AppServices = {
    api: createApiClient({
      baseUrl: 'http://localhost/api',
      locale: 'en',
      fetch: () => Promise.reject(new Error('these parts call no API')),
    }),
    locale: 'en',
    toasts: createToastStore(),
    modals: createModalStore(),
  }
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
  const tree = (
    <I18nProvider i18n={i18n}>
      <AppServicesProvider services={services}>{ui}</AppServicesProvider>
    </I18nProvider>
  )
  const container = document.createElement('div')
  container.innerHTML = renderToString(tree)
  document.body.append(container)
  const serverHtml = container.innerHTML
  meanwhile(services)
  const recoverableErrors: unknown[] = []
  const root = await act(() =>
    Promise.resolve(hydrateRoot(container, tree, { onRecoverableError: (error) => recoverableErrors.push(error) })),
  )
  return {
    container,
    serverHtml,
    recoverableErrors,
    unmount: () => {
      act(() => root.unmount())
      container.remove()
    },
  }
}
