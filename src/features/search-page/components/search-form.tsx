import { useState, type FormEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { Button } from '~/shared/ui/button/button'
import { TextInput } from '~/shared/ui/text-input/text-input'
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
  const [text, setText] = useState(search)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void navigate({ to: '.', search: { search: text.trim(), type, page: undefined } })
  }
  return (
    <form role="search" className={styles.form} onSubmit={onSubmit}>
      <TextInput
        type="text"
        name="search"
        label={t`Search for sites and articles`}
        hideLabel
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t`For example: free case`}
        autoComplete="off"
        enterKeyHint="search"
        className={styles.input}
      />
      <Button type="submit">{t`Find`}</Button>
    </form>
  )
}
