import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAppForm } from '~/shared/forms/form-kit'
import { useApi } from '~/shared/services/app-services'
import { casesQueryOptions } from '../../api/cases'
import styles from './verify-form.module.css'

export interface VerifyInputs {
  serverSeed: string
  clientSeed: string
  nonce: number | null
  case: string
}

/** The inputs one by one, so the deferred form (drop-check.tsx) keeps its props while they hold. */
export interface VerifyFormProps extends VerifyInputs {
  /** The recorded drop being checked, kept while its case stays chosen so the result is compared with it. */
  dropId: number | null
}

/** The seeds, nonce and case to check; checking puts them in the address, so a check can be shared. */
export function VerifyForm({ dropId, ...inputs }: VerifyFormProps) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const cases = useSuspenseQuery(casesQueryOptions(useApi(), 1)).data.data
  const options = [
    { value: '', label: t`Choose a case` },
    ...cases.map((item) => ({ value: item.slug, label: item.title })),
  ]
  if (inputs.case && !cases.some((item) => item.slug === inputs.case))
    options.push({ value: inputs.case, label: inputs.case })
  const required = ({ value }: { value: string }) => (value.trim() === '' ? t`This field is required.` : undefined)
  const form = useAppForm({
    defaultValues: inputs,
    onSubmit: async ({ value }) => {
      await navigate({
        to: '.',
        search: {
          drop: dropId !== null && value.case === inputs.case ? dropId : undefined,
          case: value.case,
          serverSeed: value.serverSeed.trim(),
          clientSeed: value.clientSeed.trim(),
          nonce: value.nonce ?? undefined,
        },
      })
    },
  })
  return (
    <form.AppForm>
      <form.Form className={styles.form} aria-label={t`Seeds to check`}>
        <form.AppField name="serverSeed" validators={{ onSubmit: required }}>
          {(field) => (
            <field.TextField label={t`Server seed`} autoComplete="off" spellCheck={false} className={styles.wide} />
          )}
        </form.AppField>
        <form.AppField name="clientSeed" validators={{ onSubmit: required }}>
          {(field) => <field.TextField label={t`Client seed`} autoComplete="off" spellCheck={false} />}
        </form.AppField>
        <form.AppField
          name="nonce"
          validators={{
            onSubmit: ({ value }) =>
              value === null || !Number.isSafeInteger(value) || value < 0 ? t`A whole number from 0.` : undefined,
          }}
        >
          {(field) => <field.NumberField label={t`Nonce`} min={0} />}
        </form.AppField>
        <form.AppField name="case" validators={{ onSubmit: required }}>
          {(field) => <field.SelectField label={t`Case`} options={options} />}
        </form.AppField>
        <form.SubmitButton className={styles.submit}>
          <Trans>Check</Trans>
        </form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
