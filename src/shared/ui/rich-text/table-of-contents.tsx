import { useLingui } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { clsx } from '~/shared/lib/clsx'
import { headingTree, type HeadingNode } from './heading-tree'
import styles from './rich-text.module.css'

export interface TableOfContentsProps {
  headings: ReadonlyArray<Schemas['Heading']>
  className?: string
}

function renderLevel(nodes: HeadingNode[], nested: boolean) {
  return (
    <ol className={nested ? styles.tocNested : styles.tocList}>
      {nodes.map((node) => (
        <li key={node.id}>
          <a href={`#${encodeURIComponent(node.id)}`}>{node.text}</a>
          {node.children.length > 0 && renderLevel(node.children, true)}
        </li>
      ))}
    </ol>
  )
}

/** Links to the headings of a rich text, nested by level. */
export function TableOfContents({ headings, className }: TableOfContentsProps) {
  const { t } = useLingui()
  const tree = headingTree(headings)
  if (tree.length === 0) return null
  return (
    <nav className={clsx(styles.toc, className)} aria-label={t`Contents`}>
      <p className={styles.tocTitle} aria-hidden="true">
        {t`Contents`}
      </p>
      {renderLevel(tree, false)}
    </nav>
  )
}
