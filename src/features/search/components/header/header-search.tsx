import { lazy, Suspense, useId, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { useCore } from '~/shared/core-data/core-query'
import { localeParam } from '~/shared/i18n/locale'
import { clsx } from '~/shared/lib/clsx'
import { useDebouncedValue } from '~/shared/lib/use-debounced-value'
import { useOutsidePointerDown } from '~/shared/lib/use-outside-pointer-down'
import { useApi, useLocale } from '~/shared/services/app-services'
import { Icon } from '~/shared/ui/icon/icon'
import { searchPreviewQueryOptions } from '../../api/search-preview'
import { DEFAULT_SEARCH_TYPE, SEARCH_DEBOUNCE_MS, type SearchType } from '../../lib/search-type'
import type { SearchDropdownState } from './search-dropdown'
import styles from './header-search.module.css'

// Loaded when the search is first focused: every page has the field, few visitors open it.
const SearchDropdown = lazy(() => import('./search-dropdown').then((m) => ({ default: m.SearchDropdown })))

/**
 * The header search (spec section 2): a combobox whose popup shows the first results once
 * typing has paused for 500 ms; submitting (Enter or the Find button) opens the search page
 * with `search` and `type`. The popup holds more than options (a type toggle, category links),
 * so it is a non-modal dialog (`aria-haspopup="dialog"`) with real links, reached with the arrow
 * keys. The field is a text input: HTML allows the combobox role, with `aria-expanded`, on
 * `type="text"` but not on `type="search"`; `inputMode` and `enterKeyHint` still give phones
 * their search keyboard. The button is there for those who do not press Enter (WCAG 3.2.2).
 */
export function HeaderSearch({ className }: { className?: string }) {
  const { t } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const navigate = useNavigate()
  const router = useRouter()
  const searchPageHref = router.buildLocation({
    to: '/{-$locale}/search',
    params: { locale: localeParam(locale) },
  }).href
  const { categories } = useCore()
  const [text, setText] = useState('')
  const [type, setType] = useState<SearchType>(DEFAULT_SEARCH_TYPE)
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLFormElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const dropdownId = useId()

  const typed = text.trim()
  const term = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS)
  const query = useQuery({ ...searchPreviewQueryOptions(api, { search: term, type }), enabled: term !== '' })
  const expanded = open && typed !== ''

  useOutsidePointerDown(rootRef, expanded, () => setOpen(false))

  const state: SearchDropdownState =
    term !== typed || query.isPending
      ? { status: 'loading' }
      : query.isError
        ? { status: 'error', retry: () => void query.refetch(), retrying: query.isFetching }
        : { status: 'success', results: query.data.data, total: query.data.pagination.total }

  const count = state.status === 'success' ? state.results.length : 0
  const announcement = !expanded
    ? ''
    : state.status === 'loading'
      ? t`Searching…`
      : state.status === 'error'
        ? t`Search failed`
        : count === 0
          ? t`Nothing found`
          : t`Results: ${count}`

  // Focus first: focusing the field opens the dropdown, and closing must win.
  const closeAndFocusInput = () => {
    inputRef.current?.focus()
    setOpen(false)
  }

  const focusFirstResult = () => rootRef.current?.querySelector<HTMLElement>('[data-search-result]')?.focus()

  return (
    <form
      ref={rootRef}
      role="search"
      // Pressing Enter before the page has hydrated still searches, as a plain form would.
      action={searchPageHref}
      className={clsx(styles.search, className)}
      onSubmit={(event) => {
        event.preventDefault()
        if (typed === '') return inputRef.current?.focus()
        setOpen(false)
        void navigate({
          to: '/{-$locale}/search',
          params: { locale: localeParam(locale) },
          search: { search: typed, type, page: 1 },
        })
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && expanded) {
          event.stopPropagation()
          closeAndFocusInput()
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget) && event.relatedTarget !== null) setOpen(false)
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t`Search`}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className={styles.input}
        type="text"
        name="search"
        role="combobox"
        autoComplete="off"
        inputMode="search"
        enterKeyHint="search"
        placeholder={t`Search sites and articles`}
        aria-expanded={expanded}
        aria-controls={dropdownId}
        aria-haspopup="dialog"
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          setOpen(true)
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return
          event.preventDefault()
          // Closed by Escape, the dropdown comes back with this key: render it now, so its first result can take the focus.
          flushSync(() => setOpen(true))
          focusFirstResult()
        }}
      />
      <button type="submit" className={styles.submit}>
        <Icon name="search" size={18} />
        <span className="visually-hidden">{t`Find`}</span>
      </button>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {expanded && (
        <Suspense>
          <SearchDropdown
            id={dropdownId}
            type={type}
            onTypeChange={setType}
            categories={categories}
            state={state}
            onNavigate={() => setOpen(false)}
            onLeaveUp={() => inputRef.current?.focus()}
          />
        </Suspense>
      )}
    </form>
  )
}
