import { useSyncExternalStore } from 'react'
import { useModals } from '~/shared/services/app-services'
import { Dialog } from './dialog'

/** Shows the current entry of the modal queue (spec section 4); one modal is visible at a time. */
export function ModalHost() {
  const modals = useModals()
  const { current } = useSyncExternalStore(modals.subscribe, modals.getSnapshot, modals.getSnapshot)
  if (!current) return null
  const close = () => modals.close(current.id)
  return (
    <Dialog
      key={current.id}
      open
      title={current.title}
      dismissible={current.dismissible}
      closeOnBackdrop={current.closeOnBackdrop}
      onClose={close}
    >
      {current.render(close)}
    </Dialog>
  )
}
