import type { ErrorComponentProps } from '@tanstack/react-router'
import { DefaultErrorPage } from './default-error-page'
import styles from './error-page.module.css'

/** The page when even the initial data could not be loaded: no layout, just the error. */
export function RootErrorPage(props: ErrorComponentProps) {
  return (
    <main className={styles.standalone}>
      <DefaultErrorPage {...props} />
    </main>
  )
}
