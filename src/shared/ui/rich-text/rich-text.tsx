import { useMemo } from 'react'
import { clsx } from '~/shared/lib/clsx'
import { sanitizeHtml } from '~/shared/lib/sanitize-html'
import styles from './rich-text.module.css'

export interface RichTextProps {
  /** HTML from the API; sanitized here, so no caller can forget it. */
  html: string
  className?: string
}

/** Text written in the admin panel: sanitized, typeset, images at most 400 px high. */
export function RichText({ html, className }: RichTextProps) {
  const safe = useMemo(() => sanitizeHtml(html), [html])
  return <div className={clsx(styles.rich, className)} dangerouslySetInnerHTML={{ __html: safe }} />
}
