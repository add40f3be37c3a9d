import { use, useEffect, useMemo, useState } from 'react'
import { useHydrated } from '@tanstack/react-router'
import { clsx } from '~/shared/lib/clsx'
import { loadedHtmlSanitizer, loadHtmlSanitizer, type HtmlSanitizer } from '~/shared/lib/sanitize-html'
import styles from './rich-text.module.css'

export interface RichTextProps {
  /** HTML from the API; sanitized here, so no caller can forget it. */
  html: string
  className?: string
}

/**
 * The sanitizer, without putting DOMPurify in the first load. The server (and a test) always has
 * it. Rich text hydrated from the server's page keeps the server's sanitized HTML until the
 * sanitizer arrives; rich text first shown later in the browser waits for it (suspends) instead
 * of ever showing raw HTML.
 */
function useHtmlSanitizer(): HtmlSanitizer | undefined {
  const hydrated = useHydrated()
  const [mountedWhileHydrating] = useState(!hydrated)
  const [, setArrived] = useState(false)
  useEffect(() => {
    if (mountedWhileHydrating && !loadedHtmlSanitizer()) void loadHtmlSanitizer().then(() => setArrived(true))
  }, [mountedWhileHydrating])
  return mountedWhileHydrating ? loadedHtmlSanitizer() : use(loadHtmlSanitizer())
}

/** Text written in the admin panel: sanitized, typeset, images at most 400 px high. */
export function RichText({ html, className }: RichTextProps) {
  const sanitizer = useHtmlSanitizer()
  const safe = useMemo(() => sanitizer?.(html), [sanitizer, html])
  // Hydrating without the sanitizer: React keeps the server's HTML for an unchanged element
  // and sets the same sanitized HTML once the sanitizer is here.
  return (
    <div
      className={clsx(styles.rich, className)}
      dangerouslySetInnerHTML={{ __html: safe ?? '' }}
      suppressHydrationWarning
    />
  )
}
