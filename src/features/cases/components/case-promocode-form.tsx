import { Trans, useLingui } from '@lingui/react/macro'
import { useAppForm } from '~/shared/forms/form-kit'
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
  const form = useAppForm({
    defaultValues: { code: suggestedCode ?? '' },
    onSubmit: async ({ value }) => {
      await activate.mutateAsync(value.code.trim())
      toasts.show(t`Promocode activated.`, 'success')
    },
  })

  if (activated) {
    return (
      <p className={styles.done}>
        <Trans>Promocode activated: the case can be opened.</Trans>
      </p>
    )
  }

  return (
    <form.AppForm>
      <form.Form className={styles.form}>
        <form.AppField name="code">
          {(field) => (
            <field.TextField
              label={t`Promocode`}
              hint={t`A promocode is valid for 5 activations.`}
              autoComplete="off"
              spellCheck={false}
              required
            />
          )}
        </form.AppField>
        <form.SubmitButton variant="secondary">
          <Trans>Activate</Trans>
        </form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
