import { useStore } from '@tanstack/react-form'
import { errorText } from './error-text'
import { useFormContext } from './form-contexts'
import styles from './form-alert.module.css'

/**
 * The form's own error, under its fields: a network failure, a failure known only by its
 * status, or server messages for fields the form does not show. `<form.Form>` renders it.
 */
export function FormAlert() {
  const form = useFormContext()
  const message = useStore(form.store, (state) => errorText([state.errorMap.onSubmit]))
  if (!message) return null
  return (
    <p className={styles.alert} role="alert">
      {message}
    </p>
  )
}
