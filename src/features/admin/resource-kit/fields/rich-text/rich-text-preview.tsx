import { useMemo } from 'react'
import { Trans } from '@lingui/react/macro'
import { RichText } from '~/shared/ui/rich-text/rich-text'
import { TableOfContents } from '~/shared/ui/rich-text/table-of-contents'
import { previewText } from './preview-headings'
import styles from './rich-text-field.module.css'

export interface RichTextPreviewProps {
  id: string
  html: string
  /** The text's language; also keeps the two languages' anchors apart. */
  lang: string
}

/**
 * A text as its page shows it: the public page's own table of contents and `RichText`, which
 * sanitizes with the site's DOMPurify set-up, so a script, an inline handler or a `javascript:`
 * link is gone here as it is there.
 */
export function RichTextPreview({ id, html, lang }: RichTextPreviewProps) {
  const text = useMemo(() => previewText(html, `${lang}-`), [html, lang])
  return (
    <section id={id} className={styles.preview} aria-labelledby={`${id}-title`}>
      {/* Not a heading: the text's own h2-h4 follow the page's h1 as they do on the site. */}
      <p id={`${id}-title`} className={styles.previewTitle}>
        <Trans>Preview: as visitors will see it</Trans>
      </p>
      <div lang={lang} className={styles.previewBody}>
        {html === '' ? (
          <p className={styles.previewEmpty}>
            <Trans>Nothing written yet.</Trans>
          </p>
        ) : (
          <>
            <TableOfContents headings={text.headings} />
            <RichText html={text.html} />
          </>
        )}
      </div>
    </section>
  )
}
