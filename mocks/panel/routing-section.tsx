import { useId, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { CallRecord } from '../control/call-log.ts'
import type { RoutingState, Side } from '../hybrid/routing.ts'
import type { Act } from './act.ts'
import { control } from './control-client.ts'
import { ActionForm, ChoiceField, Field, PanelSection } from './panel-parts.tsx'
import { styles } from './panel-styles.tsx'

/** The operations worth a button: the ones moved, then the ones the app called lately, newest first. */
function shownOperations(routing: RoutingState, calls: readonly CallRecord[]): RoutingState['operations'] {
  const byId = new Map(routing.operations.map((operation) => [operation.id, operation]))
  const ids = new Set([
    ...routing.operations.filter((operation) => operation.moved).map((operation) => operation.id),
    ...calls.flatMap((call) => (call.operation ? [call.operation] : [])),
  ])
  return [...ids].flatMap((id) => byId.get(id) ?? [])
}

/**
 * Hybrid mode: which operations the fake backend answers and which go on to the real API, and
 * a move of one to the other side, kept until the dev server stops (the demo: until the tab
 * closes). The page reloads after a move, so the app asks again.
 */
export function RoutingSection({
  routing,
  calls,
  act,
}: {
  routing: RoutingState
  calls: readonly CallRecord[]
  act: Act
}) {
  const { t } = useLingui()
  const listId = useId()
  const [operation, setOperation] = useState('')
  const [side, setSide] = useState<Side>('real')
  const move = (id: string, to: Side) =>
    act(
      () => control('operations', { operation: id, answeredBy: to }),
      to === 'real' ? t`${id} goes to the real API now` : t`The fake backend answers ${id} now`,
      {
        changesServer: true,
      },
    )
  const realApi = routing.realApiBaseUrl
  const fake = routing.fake.join(', ')
  const real = routing.real.join(', ')
  const shown = shownOperations(routing, calls)
  return (
    <PanelSection title={<Trans>Fake or real API</Trans>}>
      <p className={styles.note}>
        <Trans>Real API: {realApi}</Trans>
        <br />
        {real ? (
          <Trans>
            Started with the fake answering {fake}, except {real}
          </Trans>
        ) : (
          <Trans>Started with the fake answering {fake}</Trans>
        )}
      </p>
      {shown.length > 0 ? (
        <ul className={styles.list} aria-label={t`Who answers`}>
          {shown.map(({ id, answeredBy, moved }) => (
            <li key={id} className={styles.listItem}>
              <span>
                {answeredBy === 'real' ? <Trans>{id}: real API</Trans> : <Trans>{id}: fake</Trans>}
                {moved ? (
                  <>
                    {' '}
                    <Trans>(moved)</Trans>
                  </>
                ) : null}
              </span>
              <button
                type="button"
                className={styles.smallButton}
                onClick={() => void move(id, answeredBy === 'real' ? 'fake' : 'real')}
              >
                {answeredBy === 'real' ? (
                  <Trans>Answer {id} from the fake</Trans>
                ) : (
                  <Trans>Send {id} to the real API</Trans>
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <ActionForm submit={<Trans>Move the operation</Trans>} onSubmit={() => void move(operation.trim(), side)}>
        <Field label={<Trans>Operation id</Trans>}>
          <input
            type="text"
            required
            spellCheck={false}
            list={listId}
            placeholder="openCase"
            value={operation}
            onChange={(event) => setOperation(event.target.value)}
          />
        </Field>
        <ChoiceField
          label={<Trans>Answered by</Trans>}
          value={side}
          choices={[
            { value: 'real', label: t`the real API` },
            { value: 'fake', label: t`the fake backend` },
          ]}
          onChange={(value) => setSide(value === 'fake' ? 'fake' : 'real')}
        />
      </ActionForm>
      <datalist id={listId}>
        {routing.operations.map(({ id }) => (
          <option key={id} value={id} />
        ))}
      </datalist>
    </PanelSection>
  )
}
