import { useId, type KeyboardEvent } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { localeParam } from '~/shared/i18n/locale'
import { safeImageUrl } from '~/shared/lib/safe-url'
import { useLocale } from '~/shared/services/app-services'
import { Button } from '~/shared/ui/button/button'
import { Icon } from '~/shared/ui/icon/icon'
import { Skeleton } from '~/shared/ui/skeleton/skeleton'
import { SEARCH_TYPES, type SearchType } from '../../lib/search-type'
import styles from './search-dropdown.module.css'

export type SearchDropdownState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void; retrying: boolean }
  | { status: 'success'; results: readonly Schemas['SearchResult'][]; total: number }

export interface SearchDropdownProps {
  id: string
  type: SearchType
  onTypeChange: (type: SearchType) => void
  categories: readonly Schemas['Category'][]
  state: SearchDropdownState
  /** A link in the dropdown was followed. */
  onNavigate: () => void
  /** Arrow keys past the first result go back to the search field. */
  onLeaveUp: () => void
}

/** Marks the result links for arrow-key moves. */
const RESULT_ATTRIBUTE = 'data-search-result'

/** Moves focus between result links with the arrow keys; up from the first goes back to the field. */
function moveBetweenResults(event: KeyboardEvent<HTMLElement>, onLeaveUp: () => void) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
  const current = event.target as HTMLElement
  if (!current.hasAttribute(RESULT_ATTRIBUTE)) return
  const links = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(`[${RESULT_ATTRIBUTE}]`))
  const index = links.indexOf(current)
  event.preventDefault()
  if (event.key === 'ArrowDown') links[Math.min(index + 1, links.length - 1)]?.focus()
  else if (index === 0) onLeaveUp()
  else links[index - 1]?.focus()
}

function Results({ state, type, onNavigate }: Pick<SearchDropdownProps, 'state' | 'type' | 'onNavigate'>) {
  const locale = useLocale()
  const params = (slug: string) => ({ locale: localeParam(locale), slug })

  if (state.status === 'loading') {
    return (
      <ul className={styles.results} aria-hidden="true">
        {[0, 1, 2].map((row) => (
          <li key={row} className={styles.skeletonRow}>
            <Skeleton width="55%" />
            <Skeleton width="85%" />
          </li>
        ))}
      </ul>
    )
  }
  if (state.status === 'error') {
    return (
      <div className={styles.message}>
        <p>
          <Trans>Search failed. Check your connection and try again.</Trans>
        </p>
        <Button variant="secondary" size="sm" busy={state.retrying} onClick={state.retry}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    )
  }
  if (state.results.length === 0) {
    return (
      <p className={styles.message}>
        <Trans>Nothing found</Trans>
      </p>
    )
  }
  return (
    <ul className={styles.results}>
      {state.results.map((result) => {
        const body = (
          <>
            <span className={styles.resultTitle}>{result.title}</span>
            <span className={styles.resultDescription}>{result.description}</span>
          </>
        )
        const linkProps = { className: styles.result, onClick: onNavigate, 'data-search-result': '' }
        return (
          <li key={result.slug}>
            {type === 'cards' ? (
              <Link to="/{-$locale}/cards/$slug" params={params(result.slug)} {...linkProps}>
                {body}
              </Link>
            ) : (
              <Link to="/{-$locale}/articles/$slug" params={params(result.slug)} {...linkProps}>
                {body}
              </Link>
            )}
          </li>
        )
      })}
    </ul>
  )
}

/**
 * The header search dropdown (spec section 2): a type toggle, the category badges as quick
 * links, and the results with their loading, empty and error states.
 */
export function SearchDropdown({
  id,
  type,
  onTypeChange,
  categories,
  state,
  onNavigate,
  onLeaveUp,
}: SearchDropdownProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const toggleName = useId()
  const typeLabels: Record<SearchType, string> = { cards: t`Sites`, articles: t`Articles` }
  const total = state.status === 'success' ? state.total : 0
  return (
    <div
      id={id}
      className={styles.dropdown}
      role="dialog"
      aria-label={t`Search results`}
      onKeyDown={(event) => moveBetweenResults(event, onLeaveUp)}
    >
      <fieldset className={styles.toggle}>
        <legend className="visually-hidden">
          <Trans>Search in</Trans>
        </legend>
        {SEARCH_TYPES.map((option) => (
          <label key={option} className={styles.toggleOption}>
            <input
              type="radio"
              name={toggleName}
              value={option}
              checked={type === option}
              onChange={() => onTypeChange(option)}
            />
            <span>{typeLabels[option]}</span>
          </label>
        ))}
      </fieldset>

      {categories.length > 0 && (
        <nav className={styles.categories} aria-label={t`Go to a category`}>
          <ul className={styles.categoryList}>
            {categories.map((category) => {
              const image = safeImageUrl(category.image)
              return (
                <li key={category.id}>
                  <Link
                    to="/{-$locale}/$slug"
                    params={{ locale: localeParam(locale), slug: category.slug }}
                    className={styles.badge}
                    onClick={onNavigate}
                  >
                    {image && <img src={image} alt="" width={18} height={18} />}
                    {category.name}
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>
      )}

      <section className={styles.section} aria-label={typeLabels[type]} aria-busy={state.status === 'loading'}>
        <Results state={state} type={type} onNavigate={onNavigate} />
      </section>

      {state.status === 'success' && state.results.length > 0 && (
        <button type="submit" className={styles.all}>
          <Trans>Show all results ({total})</Trans>
          <Icon name="chevronRight" size={16} />
        </button>
      )}
    </div>
  )
}
