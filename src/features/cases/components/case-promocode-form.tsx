import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '~/shared/ui/button/button'
import { TextInput } from '~/shared/ui/text-input/text-input'
import { useServerFieldErrors } from '~/shared/lib/forms/use-server-field-errors'
import { useSubmitGuard } from '~/shared/lib/forms/use-submit-guard'
import { useToasts } from '~/shared/services/app-services'
import { useActivateCasePromocode } from '../api/activate-promocode'
import styles from './case-promocode-form.module.css'

export interface CasePromocodeFormProps {
  slug: string
  activated: boolean
  /** A code the site hands the visitor for this case, offered pre-filled. */
  suggestedCode: string | null
}

/** Activating a promocode, the gate of a promocode case. */
export function CasePromocodeForm({ slug, activated, suggestedCode }: CasePromocodeFormProps) {
  const { t } = useLingui()
  const toasts = useToasts()
  const activate = useActivateCasePromocode(slug)
  const submit = useSubmitGuard()
  const fieldErrors = useServerFieldErrors()
  const [code, setCode] = useState(suggestedCode ?? '')

  if (activated) {
    return (
      <p className={styles.done}>
        <Trans>Promocode activated: the case can be opened.</Trans>
      </p>
    )
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void submit.run(() =>
      activate.mutateAsync(code.trim(), {
        onError: fieldErrors.capture,
        onSuccess: () => toasts.show(t`Promocode activated.`, 'success'),
      }),
    )
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextInput
        name="code"
        label={t`Promocode`}
        hint={t`A promocode is valid for 5 activations.`}
        value={code}
        autoComplete="off"
        spellCheck={false}
        required
        error={fieldErrors.errorFor('code')}
        onChange={(event) => {
          setCode(event.target.value)
          fieldErrors.clear('code')
        }}
      />
      <Button type="submit" variant="secondary" busy={submit.pending}>
        <Trans>Activate</Trans>
      </Button>
    </form>
  )
}
