import { useConsentPrompts } from '~/features/consent/lib/use-consent-prompts'
import { useMarketingFlagPolling } from '~/features/consent/lib/use-marketing-flag-polling'
import { RealtimeConnection } from '~/features/realtime/components/realtime-connection'
import { ModalHost } from '~/shared/ui/modals/modal-host'
import { Toaster } from '~/shared/ui/toasts/toaster'
import { useErrorMessageToast } from './use-error-message-toast'

/** The page-wide behaviour of the default layout; all of it runs in effects, after hydration. */
function ShellEffects() {
  useConsentPrompts()
  useErrorMessageToast()
  useMarketingFlagPolling()
  return null
}

/**
 * What lies over every page of the default layout: the modal queue, the toasts, the consent
 * prompts and the real-time channel. None of it shows in the server's HTML but the toasts' empty
 * region, so it hydrates after the page.
 */
export function PageLayers() {
  return (
    <>
      <ModalHost />
      <Toaster />
      <ShellEffects />
      <RealtimeConnection />
    </>
  )
}
