import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '~/shared/ui/button/button'
import { CopyButton } from '~/shared/ui/copy-button/copy-button'
import { TextInput } from '~/shared/ui/text-input/text-input'
import { useServerFieldErrors } from '~/shared/lib/forms/use-server-field-errors'
import { useSubmitGuard } from '~/shared/lib/forms/use-submit-guard'
import { useLocale, useToasts } from '~/shared/services/app-services'
import { useUpdateRefCode } from '../api/update-ref-code'
import { useReferralLink } from '../lib/referral-link'
import styles from './referral-forms.module.css'

/** The user's code and link to share, and the form to choose another code. */
export function MyReferralCode({ code }: { code: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const toasts = useToasts()
  const link = useReferralLink(code, locale)
  const update = useUpdateRefCode()
  const submit = useSubmitGuard()
  const fieldErrors = useServerFieldErrors()
  const [value, setValue] = useState(code)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void submit.run(() =>
      update.mutateAsync(value.trim(), {
        onError: fieldErrors.capture,
        onSuccess: ({ refCode }) => toasts.show(t`Your code is now ${refCode}.`, 'success'),
      }),
    )
  }

  return (
    <div className={styles.stack}>
      <div className={styles.share}>
        <span className={styles.label}>
          <Trans>Code</Trans>
        </span>
        <CopyButton text={code} label={t`Copy the code ${code}`} />
        <span className={styles.label}>
          <Trans>Link</Trans>
        </span>
        <CopyButton text={link} label={t`Copy the referral link`} />
      </div>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextInput
          type="text"
          name="code"
          label={t`New code`}
          hint={t`4 to 16 Latin letters or digits.`}
          value={value}
          autoComplete="off"
          spellCheck={false}
          maxLength={16}
          error={fieldErrors.errorFor('code')}
          onChange={(event) => {
            setValue(event.target.value)
            fieldErrors.clear('code')
          }}
        />
        <Button type="submit" variant="secondary" busy={submit.pending}>
          <Trans>Change the code</Trans>
        </Button>
      </form>
    </div>
  )
}
