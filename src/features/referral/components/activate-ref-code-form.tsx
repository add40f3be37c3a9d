import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '~/shared/ui/button/button'
import { TextInput } from '~/shared/ui/text-input/text-input'
import { useServerFieldErrors } from '~/shared/lib/forms/use-server-field-errors'
import { useSubmitGuard } from '~/shared/lib/forms/use-submit-guard'
import { useToasts } from '~/shared/services/app-services'
import { useActivateRefCode } from '../api/activate-ref-code'
import styles from './referral-forms.module.css'

/** Activating a friend's code; the server checks the level, CS2 and that it is not one's own. */
export function ActivateRefCodeForm({ initialCode }: { initialCode: string }) {
  const { t } = useLingui()
  const toasts = useToasts()
  const activate = useActivateRefCode()
  const submit = useSubmitGuard()
  const fieldErrors = useServerFieldErrors()
  const [code, setCode] = useState(initialCode)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void submit.run(() =>
      activate.mutateAsync(code.trim(), {
        onError: fieldErrors.capture,
        onSuccess: () => toasts.show(t`The code is activated. Thank you!`, 'success'),
      }),
    )
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextInput
        type="text"
        name="code"
        label={t`Friend's code`}
        value={code}
        autoComplete="off"
        spellCheck={false}
        error={fieldErrors.errorFor('code')}
        onChange={(event) => {
          setCode(event.target.value)
          fieldErrors.clear('code')
        }}
      />
      <Button type="submit" busy={submit.pending}>
        <Trans>Activate</Trans>
      </Button>
    </form>
  )
}
