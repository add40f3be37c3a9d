import { useLingui } from '@lingui/react/macro'
import { clsx } from '~/shared/lib/clsx'
import { safeUrl } from '~/shared/lib/safe-url'
import { buttonClassName } from '~/shared/ui/button/button'
import { useCore } from '~/shared/core-data/core-query'
import { isLinkHiddenFor } from '../lib/visitor-links'
import styles from './visit-link.module.css'

export interface VisitLinkProps {
  href: string
  label: string
  /** The link's `hideRuLink` / `hideLinkRu` flag. */
  hiddenForRussia: boolean
  /** Extra words for screen readers, e.g. the site's name when the label is generic. */
  context?: string
  variant?: 'accent' | 'secondary'
  size?: 'sm' | 'md'
  className?: string
  /**
   * Whether a link hidden for the visitor's country is replaced by a note that says so. Off where
   * a note nearby already says it (a promocode of a site whose own link is hidden).
   */
  explainHidden?: boolean
}

/**
 * A link to the card's site: opened in a new tab without access to this one, marked as a
 * sponsored link, and for visitors the site must not be linked for a note saying it is not available.
 */
export function VisitLink({
  href,
  label,
  hiddenForRussia,
  context,
  variant = 'accent',
  size = 'md',
  className,
  explainHidden = true,
}: VisitLinkProps) {
  const { t } = useLingui()
  const countryCode = useCore().country_code
  const url = safeUrl(href)
  if (isLinkHiddenFor(countryCode, hiddenForRussia)) {
    // A missing button with no word on it reads as a broken page; the site asked not to be linked there.
    return explainHidden ? (
      <p className={styles.hiddenNote}>{t`The link to this site is not available in your region.`}</p>
    ) : null
  }
  if (!url) return null
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer nofollow sponsored"
      className={clsx(buttonClassName(variant, size), className)}
    >
      {label}
      <span className="visually-hidden">
        {context ? ` ${context}` : ''} {t`(opens in a new tab)`}
      </span>
      <svg
        width={14}
        height={14}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2.2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M14 4h6v6" />
        <path d="M20 4 10 14" />
        <path d="M19 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1h5" />
      </svg>
    </a>
  )
}
