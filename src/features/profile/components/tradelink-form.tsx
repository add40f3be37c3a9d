import { useEffect, useRef } from 'react'
import { useLocation } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAppForm } from '~/shared/forms/form-kit'
import { useToasts } from '~/shared/services/app-services'
import { TRADELINK_FIELD_ID } from '~/shared/ui/ways-on/ways-on'
import { useUpdateTradelink } from '../api/update-tradelink'
import styles from './profile-forms.module.css'

/** Where the user finds their trade offer URL on the game platform. */
const TRADELINK_HELP_URL = 'https://steamcommunity.com/my/tradeoffers/privacy#trade_offer_access_url'

/**
 * The trade offer URL items are sent to; the server checks its form. A refusal elsewhere that
 * needs a tradelink links to `#tradelink`: the field then takes the focus, ready to paste into.
 */
export function TradelinkForm({ tradelink }: { tradelink: string | null }) {
  const { t } = useLingui()
  const toasts = useToasts()
  const update = useUpdateTradelink()
  const hash = useLocation({ select: (location) => location.hash })
  const inputRef = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (hash === TRADELINK_FIELD_ID) inputRef.current?.focus()
  }, [hash])
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
              ref={inputRef}
              id={TRADELINK_FIELD_ID}
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
