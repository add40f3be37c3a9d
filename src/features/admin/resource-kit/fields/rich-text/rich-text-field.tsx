import { lazy, Suspense, useId, useState, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { errorText } from '~/shared/forms/error-text'
import { useFieldContext } from '~/shared/forms/form-contexts'
import { RichTextPreview } from './rich-text-preview'
import styles from './rich-text-field.module.css'

// The editor library is downloaded when a form with a rich text opens, not with the panel.
const RichTextEditor = lazy(() => import('./rich-text-editor'))

export interface RichTextFieldProps {
  /** The text's full name, for the editor and its toolbar: "Text, Russian". */
  label: string
  /** What the label shows, when it says less than `label` (a language under the group's legend). */
  shownLabel?: ReactNode
  hint?: ReactNode
  /** The text's language. */
  lang?: 'ru' | 'en'
  readOnly?: boolean
}

/**
 * An HTML text written in a rich-text editor (`<field.RichTextField label={t`Text`} />`):
 * headings, paragraphs, bold and italic, lists, links and images, as the API stores it. A
 * preview under the editor shows it as the site will, table of contents included. The editor
 * loads on first use; its messages (`text.ru`) show under it like any field's.
 */
export function RichTextField({ label, shownLabel, hint, lang, readOnly = false }: RichTextFieldProps) {
  const { t } = useLingui()
  const field = useFieldContext<string>()
  const id = useId()
  const [previewing, setPreviewing] = useState(false)
  const error = errorText(field.state.meta.errors)
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  const previewId = `${id}-preview`

  return (
    <div className={styles.field}>
      <div className={styles.header}>
        <span className={styles.label}>{shownLabel ?? label}</span>
        <button
          type="button"
          className={styles.previewToggle}
          aria-expanded={previewing}
          aria-controls={previewing ? previewId : undefined}
          aria-label={t`Preview: ${label}`}
          onClick={() => setPreviewing((open) => !open)}
        >
          <Trans>Preview</Trans> <span aria-hidden="true">{previewing ? '▴' : '▾'}</span>
        </button>
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <Suspense
        fallback={
          <div className={styles.loading} role="status">
            <Trans>Loading the editor…</Trans>
          </div>
        }
      >
        <RichTextEditor
          value={field.state.value}
          onChange={field.handleChange}
          onBlur={field.handleBlur}
          label={label}
          describedBy={describedBy}
          invalid={Boolean(error)}
          lang={lang}
          readOnly={readOnly}
        />
      </Suspense>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      {previewing && <RichTextPreview id={previewId} html={field.state.value} lang={lang ?? 'en'} />}
    </div>
  )
}
