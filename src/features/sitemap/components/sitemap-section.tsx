import { useId, type ReactNode } from 'react'
import styles from './sitemap-page.module.css'

export function SitemapSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId()
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  )
}
