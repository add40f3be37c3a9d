import { useEffect, useRef, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '~/shared/ui/button/button'
import { TextInput } from '~/shared/ui/text-input/text-input'
import type { AnyFilter, FilterValue, RelationFilter } from './filters'
import { narrowedSource, parseFilterValue } from './filters'
import { RelationCombobox } from './relation-combobox'
import { useRelationOptions } from './relation-options'
import styles from './list-toolbar.module.css'

/** Spec section 9: a search is sent once typing stops for this long. */
export const SEARCH_DEBOUNCE_MS = 500

export interface ListToolbarProps {
  /** The search text in the address. */
  searchText: string
  onSearchTextChange: (text: string) => void
  filters: readonly AnyFilter[]
  /** The valid filter values in the address, by key. */
  filterValues: Readonly<Record<string, FilterValue>>
  onFilterChange: (key: string, value: FilterValue | undefined) => void
  /** Offered when search text or a filter is set. */
  onClear?: () => void
}

/** The list's search box (sent after typing stops) and its filters; all of it lives in the address. */
export function ListToolbar({
  searchText,
  onSearchTextChange,
  filters,
  filterValues,
  onFilterChange,
  onClear,
}: ListToolbarProps) {
  const { t } = useLingui()
  return (
    <div className={styles.toolbar} role="search" aria-label={t`Search and filters`}>
      <SearchBox value={searchText} onChange={onSearchTextChange} />
      {filters.map((filter) => {
        const onChange = (value: FilterValue | undefined) => onFilterChange(filter.key, value)
        // A relation narrowed by another filter offers what that filter's value allows.
        if (filter.kind === 'relation')
          return (
            <FilterControl
              key={filter.key}
              filter={{ ...filter, source: narrowedSource(filter, filterValues) }}
              value={filterValues[filter.key]}
              onChange={onChange}
            />
          )
        if (filter.kind !== 'dependent-relation')
          return <FilterControl key={filter.key} filter={filter} value={filterValues[filter.key]} onChange={onChange} />
        // Offered once the filter it depends on is set; its list is of the kind that filter chose.
        const chosen = filterValues[filter.dependsOn]
        const source = chosen === undefined ? undefined : filter.sources[String(chosen)]
        if (!source) return null
        return (
          <RelationFilterControl
            key={`${filter.key}:${String(chosen)}`}
            filter={{ kind: 'relation', key: filter.key, label: filter.label, source }}
            value={filterValues[filter.key]}
            onChange={onChange}
          />
        )
      })}
      {onClear && (
        <Button variant="ghost" className={styles.clear} onClick={onClear}>
          <Trans>Clear filters</Trans>
        </Button>
      )}
    </div>
  )
}

/**
 * Typing changes the address once it pauses; a change of the address from elsewhere (clearing,
 * going back) shows in the box, unless the user is typing right now.
 */
function SearchBox({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const { t } = useLingui()
  const [text, setText] = useState(value)
  const [typing, setTyping] = useState(false)
  const [shownValue, setShownValue] = useState(value)
  if (value !== shownValue) {
    setShownValue(value)
    if (!typing) setText(value)
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  return (
    <TextInput
      className={styles.search}
      label={t`Search`}
      hideLabel
      placeholder={t`Search…`}
      inputMode="search"
      enterKeyHint="search"
      value={text}
      onChange={(event) => {
        const next = event.target.value
        setText(next)
        setTyping(true)
        clearTimeout(timer.current)
        timer.current = setTimeout(() => {
          setTyping(false)
          if (next.trim() !== value.trim()) onChange(next)
        }, SEARCH_DEBOUNCE_MS)
      }}
    />
  )
}

interface FilterControlProps<F extends AnyFilter = AnyFilter> {
  filter: F
  value: FilterValue | undefined
  onChange: (value: FilterValue | undefined) => void
}

function FilterControl({ filter, value, onChange }: FilterControlProps) {
  const { i18n, t } = useLingui()
  switch (filter.kind) {
    case 'checkbox':
      return (
        <TextInput
          type="checkbox"
          className={styles.checkbox}
          label={i18n._(filter.label)}
          checked={value === true}
          onChange={(event) => onChange(event.target.checked ? true : undefined)}
        />
      )
    case 'boolean':
      return (
        <FilterSelect
          label={i18n._(filter.label)}
          value={value === undefined ? '' : String(value)}
          options={[
            { value: 'true', label: t`Yes` },
            { value: 'false', label: t`No` },
          ]}
          onChange={(raw) => onChange(parseFilterValue(filter, raw))}
        />
      )
    case 'select':
      return (
        <FilterSelect
          label={i18n._(filter.label)}
          value={value === undefined ? '' : String(value)}
          options={filter.options.map((option) => ({ value: String(option.value), label: i18n._(option.label) }))}
          onChange={(raw) => onChange(parseFilterValue(filter, raw))}
        />
      )
    case 'relation':
      // Kinds with many records (users) are typed and chosen from suggestions; clearing shows all.
      return filter.searchable ? (
        <RelationCombobox
          className={styles.filter}
          label={i18n._(filter.label)}
          source={filter.source}
          value={typeof value === 'number' ? value : null}
          onChange={(id) => onChange(id ?? undefined)}
        />
      ) : (
        <RelationFilterControl filter={filter} value={value} onChange={onChange} />
      )
  }
}

function RelationFilterControl({ filter, value, onChange }: FilterControlProps<RelationFilter<string>>) {
  const { i18n } = useLingui()
  const relation = useRelationOptions(filter.source)
  const options = relation.options.map((option) => ({ value: String(option.value), label: option.label }))
  // The chosen record stays selectable while the options load (or if it is past the first page).
  if (value !== undefined && !options.some((option) => option.value === String(value)))
    options.unshift({ value: String(value), label: `#${String(value)}` })
  return (
    <FilterSelect
      label={i18n._(filter.label)}
      value={value === undefined ? '' : String(value)}
      options={options}
      busy={relation.isPending}
      onChange={(raw) => onChange(parseFilterValue(filter, raw))}
    />
  )
}

interface FilterSelectProps {
  label: string
  value: string
  options: ReadonlyArray<{ value: string; label: string }>
  onChange: (value: string) => void
  busy?: boolean
}

/** A filter's drop-down; its first option, "All", clears it. */
function FilterSelect({ label, value, options, onChange, busy = false }: FilterSelectProps) {
  const { t } = useLingui()
  return (
    <TextInput
      type="select"
      className={styles.filter}
      label={label}
      value={value}
      aria-busy={busy || undefined}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{busy ? t`Loading…` : t`All`}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextInput>
  )
}
