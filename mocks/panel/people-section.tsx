import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Act } from './act.ts'
import { control } from './control-client.ts'
import { ActionForm, ChoiceField, PanelSection } from './panel-parts.tsx'
import { styles } from './panel-styles.tsx'

const GUEST = ''

/** Who the browser is signed in as, and the state the fake backend starts from. */
export function PeopleSection({ personas, scenarios, act }: { personas: string[]; scenarios: string[]; act: Act }) {
  const { t } = useLingui()
  const [persona, setPersona] = useState(GUEST)
  const [scenario, setScenario] = useState('default')
  const named = (names: string[]) => names.map((name) => ({ value: name, label: name }))
  return (
    <PanelSection title={<Trans>Persona and scenario</Trans>}>
      <ActionForm
        submit={<Trans>Switch</Trans>}
        onSubmit={() => {
          const run = persona === GUEST ? () => control('sign-out') : () => control('sign-in', { persona })
          void act(run, persona === GUEST ? t`Signed out` : t`Signed in as ${persona}`, { changesServer: true })
        }}
      >
        <ChoiceField
          label={<Trans>Persona</Trans>}
          value={persona}
          choices={[{ value: GUEST, label: t`Guest (signed out)` }, ...named(personas)]}
          onChange={setPersona}
        />
      </ActionForm>
      <ActionForm
        submit={<Trans>Load</Trans>}
        onSubmit={() =>
          void act(() => control('reset', { scenario }), t`Scenario ${scenario} loaded`, { changesServer: true })
        }
      >
        <ChoiceField
          label={<Trans>Scenario</Trans>}
          value={scenario}
          choices={named(scenarios)}
          onChange={setScenario}
        />
      </ActionForm>
      <button
        type="button"
        className={styles.button}
        onClick={() => void act(() => control('reset'), t`Everything is back to the seed`, { changesServer: true })}
      >
        <Trans>Reset everything</Trans>
      </button>
    </PanelSection>
  )
}
