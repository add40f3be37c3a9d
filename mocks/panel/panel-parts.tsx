import { useId, type ReactNode } from 'react'
import { styles } from './panel-styles.tsx'

/** One section of the panel, named by its heading. */
export function PanelSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  const headingId = useId()
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionHeading}>
        {title}
      </h3>
      {children}
    </section>
  )
}

/** A form of the panel: its fields, then its one button. Submitting runs `onSubmit` in place. */
export function ActionForm({
  submit,
  onSubmit,
  layout = 'row',
  children,
}: {
  submit: ReactNode
  onSubmit: () => void
  layout?: 'row' | 'grid'
  children: ReactNode
}) {
  return (
    <form
      className={layout === 'grid' ? styles.grid : styles.row}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      {children}
      <button type="submit" className={styles.button}>
        {submit}
      </button>
    </form>
  )
}

/** A control with its label's text above it. */
export function Field({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <label className={styles.field}>
      <span>{label}</span>
      {children}
    </label>
  )
}

export interface Choice {
  value: string
  label: string
}

/** A labelled select of plain choices. */
export function ChoiceField({
  label,
  value,
  choices,
  onChange,
}: {
  label: ReactNode
  value: string
  choices: readonly Choice[]
  onChange: (value: string) => void
}) {
  return (
    <Field label={label}>
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </Field>
  )
}
