import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useAppForm } from '~/shared/forms/form-kit'
import styles from './search-page.module.css'

export interface SearchFormProps {
  /** The current `?search=`. */
  search: string
  type: string
}

/** The search page's own form; submitting puts the text in the URL and starts at page 1. */
export function SearchForm({ search, type }: SearchFormProps) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const form = useAppForm({
    defaultValues: { search },
    onSubmit: async ({ value }) => {
      await navigate({ to: '.', search: { search: value.search.trim(), type, page: undefined } })
    },
  })
  return (
    <form.AppForm>
      <form.Form role="search" className={styles.form}>
        <form.AppField name="search">
          {(field) => (
            <field.TextField
              label={t`Search for sites and articles`}
              hideLabel
              placeholder={t`For example: free case`}
              autoComplete="off"
              enterKeyHint="search"
              className={styles.input}
            />
          )}
        </form.AppField>
        <form.SubmitButton>{t`Find`}</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
