import { TextInput } from '~/shared/ui/text-input/text-input'
import styles from './record-facts.module.css'

export interface RecordFact {
  label: string
  value: string
}

/** What the server keeps about a record and the form does not edit (views, rating, dates), read-only. */
export function RecordFacts({ facts }: { facts: readonly RecordFact[] }) {
  return (
    <div className={styles.facts}>
      {facts.map((fact) => (
        <TextInput key={fact.label} label={fact.label} value={fact.value} readOnly />
      ))}
    </div>
  )
}
