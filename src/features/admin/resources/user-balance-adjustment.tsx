import { Trans, useLingui } from '@lingui/react/macro'
import { AdminBalanceAdjustmentForm } from '~/api/field-rules.gen'
import type { Schemas } from '~/api/types'
import { useFieldRules } from '~/shared/forms/field-rule'
import { formatCoins } from '~/shared/lib/format'
import { useLocale, useToasts } from '~/shared/services/app-services'
import { Coins } from '~/shared/ui/coins/coins'
import { useAdjustUserBalance } from '../api/adjust-user-balance'
import { useAdminForm } from '../resource-kit/admin-form'
import { RelatedSection } from '../resource-kit/related-records'
import { parseCoinAmount } from './coin-amount'
import styles from './user-aside.module.css'

/**
 * Coins added to a user's balance or taken away, with a reason: one entry of their ledger with
 * this admin as its author. The server refuses what would take the balance below zero (its
 * message is said at the amount); after a success the balance shown and the ledger are fetched
 * again, and the form empties.
 */
export function UserBalanceAdjustment({ user }: { user: Schemas['AdminUser'] }) {
  const { t } = useLingui()
  const locale = useLocale()
  const toasts = useToasts()
  const ruled = useFieldRules()
  const { minLength, maxLength } = AdminBalanceAdjustmentForm.reason
  const adjust = useAdjustUserBalance(user.id)
  const form = useAdminForm({
    defaultValues: { amount: '', reason: '' },
    onSubmit: async ({ value, formApi }) => {
      const entry = await adjust.mutateAsync({
        amount: parseCoinAmount(value.amount) ?? 0,
        reason: value.reason.trim(),
      })
      const change = `${entry.amount > 0 ? '+' : '−'}${formatCoins(Math.abs(entry.amount), locale)}`
      const balance = formatCoins(entry.balanceAfter, locale)
      const name = user.steamName
      toasts.show(t`Balance of ${name} changed by ${change}: now ${balance} coins.`, 'success')
      formApi.reset()
    },
  })

  return (
    <RelatedSection
      title={t`Balance`}
      description={
        <Trans>
          Now: <Coins amount={user.balance} className={styles.coins} />
        </Trans>
      }
    >
      <form.AppForm>
        <form.Form className={styles.adjustment}>
          <div className={styles.adjustmentFields}>
            <form.AppField
              name="amount"
              validators={{
                onSubmit: ({ value }) =>
                  parseCoinAmount(value) === null ? t`Enter an amount such as 25 or -12.50.` : undefined,
              }}
            >
              {(field) => (
                <field.TextField
                  label={t`Amount, coins`}
                  hint={t`Positive adds coins, negative takes them away; at most two decimals.`}
                  inputMode="text"
                  autoComplete="off"
                  spellCheck={false}
                />
              )}
            </form.AppField>
            <form.AppField name="reason" validators={ruled(AdminBalanceAdjustmentForm.reason)}>
              {(field) => (
                <field.TextField
                  label={t`Reason`}
                  hint={t`Kept in the ledger with your name; ${minLength} to ${maxLength} characters.`}
                  autoComplete="off"
                />
              )}
            </form.AppField>
          </div>
          <div>
            <form.SubmitButton busyLabel={t`Adjusting…`}>{t`Adjust the balance`}</form.SubmitButton>
          </div>
        </form.Form>
      </form.AppForm>
    </RelatedSection>
  )
}
