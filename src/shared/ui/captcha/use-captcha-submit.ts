import { useState, type FormEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useServerFieldErrors } from '~/shared/lib/forms/use-server-field-errors'
import { useSubmitGuard } from '~/shared/lib/forms/use-submit-guard'

/** Sends the form with a captcha token; `onError` puts the server's field errors on the field. */
type SendWithToken = (token: string, onError: (error: unknown) => unknown) => Promise<unknown>

/**
 * A form whose one field is the captcha (opening a case, taking a giveaway reward): it asks
 * for the tick before sending, shows the server's `captchaToken` error on the field, blocks a
 * second submit, and spends the token on one attempt whatever its outcome.
 *
 *   const captcha = useCaptchaSubmit((token, onError) => mutation.mutateAsync(token, { onError }))
 *   <form onSubmit={captcha.onSubmit}><CaptchaField {...captcha.field} /><Button busy={captcha.pending} /></form>
 */
export function useCaptchaSubmit(send: SendWithToken) {
  const { t } = useLingui()
  const submit = useSubmitGuard()
  const fieldErrors = useServerFieldErrors()
  const [token, setToken] = useState<string | null>(null)
  const [tokenMissing, setTokenMissing] = useState(false)

  const onTokenChange = (next: string | null) => {
    setToken(next)
    setTokenMissing(false)
    fieldErrors.clear('captchaToken')
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (token === null) {
      setTokenMissing(true)
      return
    }
    // A captcha token is good for one attempt, whatever its outcome.
    void submit.run(() => send(token, fieldErrors.capture).finally(() => setToken(null)))
  }

  const error = tokenMissing ? t`Tick the box to confirm you are not a robot.` : fieldErrors.errorFor('captchaToken')
  return { pending: submit.pending, onSubmit, field: { token, onTokenChange, error, disabled: submit.pending } }
}
