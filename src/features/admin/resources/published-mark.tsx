import { Trans } from '@lingui/react/macro'
import styles from './published-mark.module.css'

/** Whether visitors see an article: a word on a colour, never the colour alone. */
export function PublishedMark({ published }: { published: boolean }) {
  return (
    <span className={published ? styles.published : styles.draft}>
      <span aria-hidden="true">{published ? '●' : '○'}</span>{' '}
      {published ? <Trans>Published</Trans> : <Trans>Draft</Trans>}
    </span>
  )
}
