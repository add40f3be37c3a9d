import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { buttonClassName, Button } from '~/shared/ui/button/button'
import { useLocale } from '~/shared/services/app-services'
import { localeParam } from '~/shared/i18n/locale'
import styles from './error-page.module.css'

export interface ErrorPageProps {
  /** HTTP-like status shown large; none for errors that are not about a page. */
  status?: number
  message: string
  /** Technical details offered by the copy button, for a support request. */
  details?: string
  onRetry?: () => void
  /** More ways on, below the actions. */
  children?: ReactNode
}

const COPIED_RESET_MS = 2000

function CopyErrorButton({ details }: { details: string }) {
  const { t } = useLingui()
  const [copied, setCopied] = useState(false)
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(resetTimer.current), [])
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(details)
      setCopied(true)
      clearTimeout(resetTimer.current)
      resetTimer.current = setTimeout(() => setCopied(false), COPIED_RESET_MS)
    } catch {
      setCopied(false)
    }
  }
  return (
    <Button variant="secondary" onClick={() => void copy()} aria-live="polite">
      {copied ? t`Copied` : t`Copy error`}
    </Button>
  )
}

export function ErrorPage({ status, message, details, onRetry, children }: ErrorPageProps) {
  const locale = useLocale()
  return (
    <section className={styles.page} aria-labelledby="error-title">
      {status !== undefined && (
        <p className={styles.status} aria-hidden="true">
          {status}
        </p>
      )}
      <h1 id="error-title" className={styles.title}>
        {status !== undefined && <span className="visually-hidden">{status}: </span>}
        {message}
      </h1>
      <div className={styles.actions}>
        <Link to="/{-$locale}" params={{ locale: localeParam(locale) }} className={buttonClassName('primary')}>
          <Trans>To the main page</Trans>
        </Link>
        {onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        )}
        {details && <CopyErrorButton details={details} />}
      </div>
      {children}
    </section>
  )
}
