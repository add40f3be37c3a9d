import { useSuspenseQuery } from '@tanstack/react-query'
import { useApi } from '~/shared/services/app-services'
import { topCasesQueryOptions } from '../api/top-cases'
import { CaseCard } from './case-card'
import styles from './case-grid.module.css'

/** The top cases, for the home page (fetched once per visit). */
export function TopCases() {
  const cases = useSuspenseQuery(topCasesQueryOptions(useApi())).data
  return (
    <ul className={styles.grid}>
      {cases.map((item) => (
        <li key={item.slug}>
          <CaseCard item={item} />
        </li>
      ))}
    </ul>
  )
}
