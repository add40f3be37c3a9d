import { useId, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Act } from './act.ts'
import { control } from './control-client.ts'
import { styles } from './panel-styles.tsx'

const GUEST = ''

/** Who the browser is signed in as, and the state the fake backend starts from. */
export function PeopleSection({ personas, scenarios, act }: { personas: string[]; scenarios: string[]; act: Act }) {
  const { t } = useLingui()
  const id = useId()
  const [persona, setPersona] = useState(GUEST)
  const [scenario, setScenario] = useState('default')
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className={styles.sectionHeading}>
        <Trans>Persona and scenario</Trans>
      </h3>
      <form
        className={styles.row}
        onSubmit={(event) => {
          event.preventDefault()
          const run = persona === GUEST ? () => control('sign-out') : () => control('sign-in', { persona })
          void act(run, persona === GUEST ? t`Signed out` : t`Signed in as ${persona}`, { changesServer: true })
        }}
      >
        <label className={styles.field}>
          <span>
            <Trans>Persona</Trans>
          </span>
          <select value={persona} onChange={(event) => setPersona(event.target.value)}>
            <option value={GUEST}>{t`Guest (signed out)`}</option>
            {personas.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={styles.button}>
          <Trans>Switch</Trans>
        </button>
      </form>
      <form
        className={styles.row}
        onSubmit={(event) => {
          event.preventDefault()
          void act(() => control('reset', { scenario }), t`Scenario ${scenario} loaded`, { changesServer: true })
        }}
      >
        <label className={styles.field}>
          <span>
            <Trans>Scenario</Trans>
          </span>
          <select value={scenario} onChange={(event) => setScenario(event.target.value)}>
            {scenarios.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={styles.button}>
          <Trans>Load</Trans>
        </button>
      </form>
      <button
        type="button"
        className={styles.button}
       
        onClick={() => void act(() => control('reset'), t`Everything is back to the seed`, { changesServer: true })}
      >
        <Trans>Reset everything</Trans>
      </button>
    </section>
  )
}
