import type { ReactNode } from 'react'
import { safeImageUrl } from '~/shared/lib/safe-url'
import styles from './category.module.css'

export interface CategoryHeroProps {
  title: string
  image?: string
  /** A line above the title, e.g. the breadcrumbs of a subcategory. */
  before?: ReactNode
}

export function CategoryHero({ title, image, before }: CategoryHeroProps) {
  const src = safeImageUrl(image)
  return (
    <header className={styles.hero}>
      {src && <img className={styles.heroImage} src={src} alt="" width={72} height={72} />}
      <div className={styles.heroText}>
        {before}
        <h1 className={styles.title}>{title}</h1>
      </div>
    </header>
  )
}
