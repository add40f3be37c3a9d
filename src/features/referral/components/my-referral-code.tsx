import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { RefCodeForm } from '~/api/field-rules.gen'
import { useFieldRules } from '~/shared/forms/field-rule'
import { useAppForm } from '~/shared/forms/form-kit'
import { CopyButton } from '~/shared/ui/copy-button/copy-button'
import { useLocale, useToasts } from '~/shared/services/app-services'
import { useUpdateReferralCode } from '../api/update-referral-code'
import { useReferralLink } from '../lib/referral-link'
import styles from './referral-forms.module.css'

const { minLength: MIN, maxLength: MAX } = RefCodeForm.code

/** The user's code and link to share, and the form to choose another code. */
export function MyReferralCode({ code }: { code: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const toasts = useToasts()
  const ruled = useFieldRules()
  const link = useReferralLink(code, locale)
  const update = useUpdateReferralCode()
  const form = useAppForm({
    defaultValues: { code },
    onSubmit: async ({ value }) => {
      const { refCode } = await update.mutateAsync(value.code.trim())
      toasts.show(t`Your code is now ${refCode}.`, 'success')
    },
  })

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
      <form.AppForm>
        <form.Form className={styles.form}>
          <form.AppField
            name="code"
            validators={ruled(RefCodeForm.code, { pattern: msg`Only Latin letters and digits.` })}
          >
            {(field) => (
              <field.TextField
                label={t`New code`}
                hint={t`${MIN} to ${MAX} Latin letters or digits.`}
                autoComplete="off"
                spellCheck={false}
                maxLength={MAX}
              />
            )}
          </form.AppField>
          <form.SubmitButton variant="secondary">
            <Trans>Change the code</Trans>
          </form.SubmitButton>
        </form.Form>
      </form.AppForm>
    </div>
  )
}
