import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '~/shared/ui/button/button'
import { TextInput } from '~/shared/ui/text-input/text-input'
import { useServerFieldErrors } from '~/shared/lib/forms/use-server-field-errors'
import { useSubmitGuard } from '~/shared/lib/forms/use-submit-guard'
import { useToasts } from '~/shared/services/app-services'
import { useUpdateTradelink } from '../api/update-tradelink'
import styles from './profile-forms.module.css'

/** Where the user finds their trade offer URL on the game platform. */
const TRADELINK_HELP_URL = 'https://steamcommunity.com/my/tradeoffers/privacy#trade_offer_access_url'

/** The trade offer URL items are sent to; the server checks its form. */
export function TradelinkForm({ tradelink }: { tradelink: string | null }) {
  const { t } = useLingui()
  const toasts = useToasts()
  const update = useUpdateTradelink()
  const submit = useSubmitGuard()
  const fieldErrors = useServerFieldErrors()
  const [value, setValue] = useState(tradelink ?? '')

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void submit.run(() =>
      update.mutateAsync(value.trim(), {
        onError: fieldErrors.capture,
        onSuccess: () => toasts.show(t`Tradelink saved.`, 'success'),
      }),
    )
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextInput
        type="text"
        name="tradelink"
        inputMode="url"
        label={t`Your tradelink`}
        placeholder="https://steamcommunity.com/tradeoffer/new/?partner=…&token=…"
        value={value}
        autoComplete="off"
        spellCheck={false}
        error={fieldErrors.errorFor('tradelink')}
        hint={
          <a href={TRADELINK_HELP_URL} target="_blank" rel="noopener noreferrer">
            <Trans>Where do I find my tradelink?</Trans>
          </a>
        }
        onChange={(event) => {
          setValue(event.target.value)
          fieldErrors.clear('tradelink')
        }}
      />
      <Button type="submit" busy={submit.pending}>
        <Trans>Save</Trans>
      </Button>
    </form>
  )
}
