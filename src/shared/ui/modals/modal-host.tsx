import { lazy, Suspense, useSyncExternalStore } from 'react'
import { useModals } from '~/shared/services/app-services'

// Loaded with the first queued modal (the consent prompts come after hydration, in effects).
const Dialog = lazy(() => import('./dialog').then((m) => ({ default: m.Dialog })))

/** Shows the current entry of the modal queue (spec section 4); one modal is visible at a time. */
export function ModalHost() {
  const modals = useModals()
  const { current } = useSyncExternalStore(modals.subscribe, modals.getSnapshot, modals.getServerSnapshot)
  if (!current) return null
  const close = () => modals.close(current.id)
  return (
    <Suspense>
      <Dialog
        key={current.id}
        open
        title={current.title}
        dismissible={current.dismissible}
        closeOnBackdrop={current.closeOnBackdrop}
        onClose={close}
      >
        {/* A modal's own content may load on demand too; the dialog and its title show meanwhile. */}
        <Suspense>{current.render(close)}</Suspense>
      </Dialog>
    </Suspense>
  )
}
