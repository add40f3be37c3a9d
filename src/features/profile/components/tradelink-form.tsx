import { Trans, useLingui } from '@lingui/react/macro'
import { useAppForm } from '~/shared/forms/form-kit'
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
  const form = useAppForm({
    defaultValues: { tradelink: tradelink ?? '' },
    onSubmit: async ({ value }) => {
      await update.mutateAsync(value.tradelink.trim())
      toasts.show(t`Tradelink saved.`, 'success')
    },
  })

  return (
    <form.AppForm>
      <form.Form className={styles.form}>
        <form.AppField name="tradelink">
          {(field) => (
            <field.TextField
              inputMode="url"
              label={t`Your tradelink`}
              placeholder="https://steamcommunity.com/tradeoffer/new/?partner=…&token=…"
              autoComplete="off"
              spellCheck={false}
              hint={
                <a href={TRADELINK_HELP_URL} target="_blank" rel="noopener noreferrer">
                  <Trans>Where do I find my tradelink?</Trans>
                </a>
              }
            />
          )}
        </form.AppField>
        <form.SubmitButton>
          <Trans>Save</Trans>
        </form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
