import { Trans, useLingui } from '@lingui/react/macro'
import { useAppForm } from '~/shared/forms/form-kit'
import { useToasts } from '~/shared/services/app-services'
import { useActivateReferralCode } from '../api/activate-referral-code'
import styles from './referral-forms.module.css'

/** Activating a friend's code; the server checks the level, CS2 and that it is not one's own. */
export function ActivateReferralCodeForm({ initialCode }: { initialCode: string }) {
  const { t } = useLingui()
  const toasts = useToasts()
  const activate = useActivateReferralCode()
  const form = useAppForm({
    defaultValues: { code: initialCode },
    onSubmit: async ({ value }) => {
      await activate.mutateAsync(value.code.trim())
      toasts.show(t`The code is activated. Thank you!`, 'success')
    },
  })

  return (
    <form.AppForm>
      <form.Form className={styles.form}>
        <form.AppField name="code">
          {(field) => <field.TextField label={t`Friend's code`} autoComplete="off" spellCheck={false} />}
        </form.AppField>
        <form.SubmitButton>
          <Trans>Activate</Trans>
        </form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
