import { useEffect, useId, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { clsx } from '~/shared/lib/clsx'
import { keepPreviousWithin } from '~/shared/lib/keep-previous-within'
import { useDebouncedValue } from '~/shared/lib/use-debounced-value'
import { useApi, useLocale } from '~/shared/services/app-services'
import { TextInput } from '~/shared/ui/text-input/text-input'
import { adminKeys } from '../api/keys'
import { resourceListQueryOptions, resourceRecordQueryOptions } from '../api/resource-queries'
import type { RelationSource } from './filters'
import styles from './relation-combobox.module.css'

/** Suggestions asked for once typing pauses this long. */
const SEARCH_DELAY_MS = 300
/** How many suggestions a search shows. */
const SUGGESTIONS = 10

export interface RelationComboboxProps {
  label: string
  /** The kind searched (its list's `search`); its records must carry what `label` reads, as the chosen one is fetched by id. */
  source: RelationSource
  /** The chosen record's id, or null. */
  value: number | null
  onChange: (value: number | null) => void
  onBlur?: () => void
  name?: string
  hint?: string
  error?: string
  hideLabel?: boolean
  /** Shows the chosen record only (a relation fixed once the record exists). */
  readOnly?: boolean
  className?: string
}

/**
 * A record of a kind with too many records for a drop-down (users), found by typing: an ARIA
 * combobox whose list shows the first matches of the kind's `search` once typing pauses.
 * Arrow keys move through the matches, Enter or a click chooses, Escape closes the list (then
 * restores the chosen record's name); leaving the field drops unfinished typing. The clear
 * button empties the choice.
 */
export function RelationCombobox({
  label,
  source,
  value,
  onChange,
  onBlur,
  name,
  hint,
  error,
  hideLabel,
  readOnly = false,
  className,
}: RelationComboboxProps) {
  const { t } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const listboxId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  // What was typed since the last choice; null while the field shows the chosen record.
  const [typed, setTyped] = useState<string | null>(null)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  // The name of a record chosen here, so it need not be fetched.
  const [picked, setPicked] = useState<{ id: number; label: string } | null>(null)

  const term = useDebouncedValue((typed ?? '').trim(), SEARCH_DELAY_MS)
  const matches = useQuery({
    ...resourceListQueryOptions(api, source, {
      ...source.query,
      per_page: SUGGESTIONS,
      ...(term ? { search: term } : {}),
    }),
    enabled: open,
    placeholderData: keepPreviousWithin(adminKeys.lists(source.section)),
  })
  const chosen = useQuery({
    ...resourceRecordQueryOptions(api, source, value ?? 0),
    enabled: value !== null && picked?.id !== value,
  })

  const chosenLabel =
    value === null
      ? ''
      : picked?.id === value
        ? picked.label
        : chosen.data
          ? source.label(chosen.data, locale) || `#${value}`
          : `#${value}`
  const options = (matches.data?.data ?? []).map((item) => ({
    id: item.id,
    label: source.label(item, locale) || `#${item.id}`,
  }))
  // The matches are those of what is typed now (not the last search's, kept on screen meanwhile).
  const settled = term === (typed ?? '').trim() && !matches.isFetching && !matches.isPlaceholderData
  const expanded = open && options.length > 0
  // Only current matches can be reached and chosen.
  const activeOption = expanded && settled && active >= 0 ? options[active] : undefined

  // The option the arrow keys reach stays in sight in a list that scrolls.
  const activeId = activeOption ? `${listboxId}-${activeOption.id}` : undefined
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' })
  }, [activeId])

  const close = () => {
    setOpen(false)
    setActive(-1)
  }
  const choose = (option: { id: number; label: string }) => {
    setPicked(option)
    setTyped(null)
    close()
    onChange(option.id)
  }

  const status = !open
    ? ''
    : !settled
      ? t`Searching…`
      : matches.isError
        ? t`The list could not be loaded.`
        : options.length === 0
          ? t`Nothing matches.`
          : t`Matches: ${options.length}. Choose with the arrow keys and Enter.`

  return (
    <TextInput
      ref={inputRef}
      className={clsx(value !== null && !readOnly && styles.clearable, className)}
      label={label}
      hideLabel={hideLabel}
      name={name}
      hint={hint}
      error={error}
      value={typed ?? chosenLabel}
      readOnly={readOnly}
      placeholder={readOnly ? undefined : t`Type to search…`}
      autoComplete="off"
      spellCheck={false}
      role="combobox"
      aria-autocomplete="list"
      aria-expanded={expanded}
      aria-controls={listboxId}
      aria-activedescendant={activeId}
      onChange={(event) => {
        if (readOnly) return
        setTyped(event.target.value)
        setOpen(true)
        setActive(-1)
      }}
      onBlur={() => {
        setTyped(null)
        close()
        onBlur?.()
      }}
      onKeyDown={(event) => {
        if (readOnly) return
        switch (event.key) {
          case 'ArrowDown':
            event.preventDefault()
            if (!open) setOpen(true)
            else if (!event.altKey && settled) setActive((index) => Math.min(index + 1, options.length - 1))
            break
          case 'ArrowUp':
            event.preventDefault()
            if (open && settled) setActive((index) => Math.max(index - 1, 0))
            break
          case 'Enter':
            // With the list open, Enter chooses; it never submits the form from here.
            if (!open) break
            event.preventDefault()
            if (activeOption) choose(activeOption)
            break
          case 'Escape':
            if (open) {
              // Only the list closes, not a dialog around the field.
              event.stopPropagation()
              close()
            } else if (typed !== null) {
              event.stopPropagation()
              setTyped(null)
            }
            break
        }
      }}
      adornment={
        <>
          {value !== null && !readOnly && (
            <button
              type="button"
              className={styles.clear}
              aria-label={t`Clear ${label}`}
              onClick={() => {
                setTyped(null)
                setPicked(null)
                onChange(null)
                inputRef.current?.focus()
              }}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
          <div className={styles.popup} hidden={!open || (options.length === 0 && !settled)}>
            <ul
              id={listboxId}
              role="listbox"
              aria-label={label}
              aria-busy={!settled || undefined}
              className={styles.listbox}
              hidden={options.length === 0}
            >
              {options.map((option, index) => (
                <li
                  key={option.id}
                  id={`${listboxId}-${option.id}`}
                  role="option"
                  aria-selected={index === active}
                  className={styles.option}
                  // The field keeps focus (and does not blur away the list) while an option is clicked.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(option)}
                >
                  {option.label}
                  {option.id === value && <span className="visually-hidden">{t`(chosen)`}</span>}
                </li>
              ))}
            </ul>
            {settled && options.length === 0 && (
              <p className={styles.empty}>{matches.isError ? t`The list could not be loaded.` : t`Nothing matches.`}</p>
            )}
          </div>
          <span className="visually-hidden" role="status">
            {status}
          </span>
        </>
      }
    />
  )
}
