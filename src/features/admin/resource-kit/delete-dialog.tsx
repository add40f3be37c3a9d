import { useEffect, useRef } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { isApiError } from '~/api/api-error'
import { failureText } from '~/shared/forms/server-errors'
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
  /** The failed attempt, said here only (a toast would sit behind the backdrop): a 409's text says what still uses the record. */
  error?: unknown
}

/**
 * Asks before a record is deleted. Focus starts on Cancel (Enter does not destroy anything by
 * accident), Escape cancels, and the dialog gives focus back to what opened it.
 */
export function DeleteDialog({ open, name, onCancel, onConfirm, busy = false, error }: DeleteDialogProps) {
  const { t, i18n } = useLingui()
  const cancelRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (open) cancelRef.current?.focus()
  }, [open])

  // A bare status or an unknown error gets the kit's own words; the rest (the server's text, a
  // lost connection, a session that ended) says what happened.
  const said = isApiError(error) && error.problem.kind !== 'status' ? failureText(error) : null

  return (
    <Dialog open={open} title={t`Delete “${name}”?`} onClose={() => !busy && onCancel()} size="sm">
      <p className={styles.text}>
        <Trans>This cannot be undone.</Trans>
      </p>
      {Boolean(error) && (
        <p className={styles.error} role="alert">
          {said === null ? (
            <Trans>The record could not be deleted. Please try again.</Trans>
          ) : typeof said === 'string' ? (
            said
          ) : (
            i18n._(said)
          )}
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
