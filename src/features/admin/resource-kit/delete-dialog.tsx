import { useEffect, useRef } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { isApiError } from '~/api/api-error'
import { Button } from '~/shared/ui/button/button'
import { Dialog } from '~/shared/ui/modals/dialog'
import styles from './delete-dialog.module.css'

export interface DeleteDialogProps {
  open: boolean
  /** The record's name, as the user knows it. */
  name: string
  onCancel: () => void
  onConfirm: () => void
  /** True while the delete request runs. */
  busy?: boolean
  /** The failed attempt: a 409's text (what still uses the record) is said here, not only in the toast. */
  error?: unknown
}

/**
 * Asks before a record is deleted. Focus starts on Cancel (Enter does not destroy anything by
 * accident), Escape cancels, and the dialog gives focus back to what opened it.
 */
export function DeleteDialog({ open, name, onCancel, onConfirm, busy = false, error }: DeleteDialogProps) {
  const { t } = useLingui()
  const cancelRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (open) cancelRef.current?.focus()
  }, [open])

  const serverText = isApiError(error) && error.problem.kind === 'message' ? error.problem.message : null

  return (
    <Dialog open={open} title={t`Delete “${name}”?`} onClose={() => !busy && onCancel()} size="sm">
      <p className={styles.text}>
        <Trans>This cannot be undone.</Trans>
      </p>
      {Boolean(error) && (
        <p className={styles.error} role="alert">
          {serverText ?? <Trans>The record could not be deleted. Please try again.</Trans>}
        </p>
      )}
      <div className={styles.actions}>
        <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant="danger" onClick={onConfirm} busy={busy}>
          <Trans>Delete</Trans>
        </Button>
      </div>
    </Dialog>
  )
}
