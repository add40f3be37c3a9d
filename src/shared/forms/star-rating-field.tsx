import { useId, type ReactNode } from 'react'
import { Select } from '@lingui/react/macro'
import { pluralCategory } from '~/shared/i18n/plural-category'
import { useLocale } from '~/shared/services/app-services'
import { clsx } from '~/shared/lib/clsx'
import { errorText } from './error-text'
import { useFieldContext } from './form-contexts'
import styles from './star-rating-field.module.css'

export interface StarRatingFieldProps {
  /** Names the group, as a label names one field. */
  legend: ReactNode
  /** The highest mark; marks run from 1. */
  max: number
  hint?: ReactNode
  className?: string
}

/**
 * A mark from 1 to `max` shown as stars: native radios underneath (a fieldset named by its
 * legend, arrows move and choose as in any radio group, each radio named "3 stars"), each laid
 * over its star and made transparent, so a click, a tap or the keyboard reach the radio itself.
 * The chosen stars are filled, the ones up to the pointer are previewed, the focused one ringed.
 */
export function StarRatingField({ legend, max, hint, className }: StarRatingFieldProps) {
  const field = useFieldContext<number | null>()
  const id = useId()
  const error = errorText(field.state.meta.errors)
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ')
  const marks = Array.from({ length: max }, (_, index) => index + 1)
  const chosen = field.state.value
  return (
    <fieldset
      className={clsx(styles.group, className)}
      aria-describedby={describedBy === '' ? undefined : describedBy}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.stars}>
        {marks.map((mark) => (
          <label key={mark} className={clsx(styles.star, chosen !== null && mark <= chosen && styles.filled)}>
            <input
              type="radio"
              className={styles.radio}
              name={field.name}
              value={mark}
              checked={chosen === mark}
              onBlur={field.handleBlur}
              onChange={() => field.handleChange(mark)}
            />
            <svg viewBox="0 0 24 24" width={32} height={32} aria-hidden="true" focusable="false">
              <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
            </svg>
            <span className="visually-hidden">
              <StarName mark={mark} />
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  )
}

/** A star's name for screen readers: "3 stars". */
function StarName({ mark }: { mark: number }) {
  const markForm = pluralCategory(mark, useLocale())
  return <Select value={markForm} _one={`${mark} star`} other={`${mark} stars`} />
}
