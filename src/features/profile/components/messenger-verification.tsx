import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '~/shared/ui/button/button'
import { TextInput } from '~/shared/ui/text-input/text-input'
import { useCore } from '~/shared/core-data/core-query'
import { formatDate } from '~/shared/lib/format'
import { safeUrl } from '~/shared/lib/safe-url'
import { useServerFieldErrors } from '~/shared/lib/forms/use-server-field-errors'
import { useSubmitGuard } from '~/shared/lib/forms/use-submit-guard'
import { useLocale, useToasts } from '~/shared/services/app-services'
import { useVerifyMessenger } from '../api/verify-messenger'
import styles from './profile-forms.module.css'

/** Linking the messenger skins bot: the bot gives a code, the user enters it here. */
export function MessengerVerification({ verifiedAt }: { verifiedAt: string | null }) {
  const { t } = useLingui()
  const locale = useLocale()
  const toasts = useToasts()
  const { config } = useCore()
  const verify = useVerifyMessenger()
  const submit = useSubmitGuard()
  const fieldErrors = useServerFieldErrors()
  const [code, setCode] = useState('')

  if (verifiedAt) {
    const date = formatDate(verifiedAt, locale)
    return (
      <p className={styles.done}>
        <Trans>The bot is linked since {date}.</Trans>
      </p>
    )
  }

  const botLink = safeUrl(config.tg_bot_link)
  const botName = config.tg_bot_name

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void submit.run(() =>
      verify.mutateAsync(code.trim(), {
        onError: fieldErrors.capture,
        onSuccess: () => toasts.show(t`The bot is linked.`, 'success'),
      }),
    )
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
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
      <TextInput
        type="text"
        name="code"
        label={t`Code from the bot`}
        value={code}
        autoComplete="one-time-code"
        inputMode="numeric"
        error={fieldErrors.errorFor('code')}
        onChange={(event) => {
          setCode(event.target.value)
          fieldErrors.clear('code')
        }}
      />
      <Button type="submit" busy={submit.pending}>
        <Trans>Verify</Trans>
      </Button>
    </form>
  )
}
