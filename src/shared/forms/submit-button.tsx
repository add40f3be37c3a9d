import type { ReactNode } from 'react'
import { useStore } from '@tanstack/react-form'
import { Button, type ButtonProps } from '~/shared/ui/button/button'
import { useFormContext } from './form-contexts'

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'busy'> {
  /** What the button says while the form is being sent, e.g. "Publishing…". */
  busyLabel?: ReactNode
}

/** The form's submit button: busy, and closed to clicks, while the form is being sent. */
export function SubmitButton({ busyLabel, children, ...props }: SubmitButtonProps) {
  const form = useFormContext()
  const submitting = useStore(form.store, (state) => state.isSubmitting)
  return (
    <Button {...props} type="submit" busy={submitting}>
      {submitting && busyLabel !== undefined ? busyLabel : children}
    </Button>
  )
}
