import { Trans, useLingui } from '@lingui/react/macro'
import { useCore } from '~/shared/core-data/core-query'
import { useAppForm } from '~/shared/forms/form-kit'
import { formatDate } from '~/shared/lib/format-date'
import { safeUrl } from '~/shared/lib/safe-url'
import { useToasts } from '~/shared/services/app-services'
import { useVerifyMessenger } from '../api/verify-messenger'
import styles from './profile-forms.module.css'

/** Linking the messenger skins bot: the bot gives a code, the user enters it here. */
export function MessengerVerification({ verifiedAt }: { verifiedAt: string | null }) {
  const { t, i18n } = useLingui()
  const toasts = useToasts()
  const { config } = useCore()
  const verify = useVerifyMessenger()
  const form = useAppForm({
    defaultValues: { code: '' },
    onSubmit: async ({ value }) => {
      await verify.mutateAsync(value.code.trim())
      toasts.show(t`The bot is linked.`, 'success')
    },
  })

  if (verifiedAt) {
    const date = formatDate(verifiedAt, i18n)
    return (
      <p className={styles.done}>
        <Trans comment="In Russian the date already ends with a period (the abbreviation of year): add no second one">
          The bot has been linked since {date}.
        </Trans>
      </p>
    )
  }

  const botLink = safeUrl(config.tg_bot_link)
  const botName = config.tg_bot_name

  return (
    <form.AppForm>
      <form.Form className={styles.form}>
        <p className={styles.text}>
          {botLink ? (
            <Trans>
              Open our bot{' '}
              <a href={botLink} target="_blank" rel="noopener noreferrer">
                @{botName}
              </a>
              , get a code and enter it here.
            </Trans>
          ) : (
            <Trans>Open our bot @{botName}, get a code and enter it here.</Trans>
          )}
        </p>
        <form.AppField name="code">
          {(field) => <field.TextField label={t`Code from the bot`} autoComplete="one-time-code" inputMode="numeric" />}
        </form.AppField>
        <form.SubmitButton>
          <Trans>Verify</Trans>
        </form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
