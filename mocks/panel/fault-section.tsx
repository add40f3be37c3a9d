import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Fault } from '../faults/faults.ts'
import type { Act } from './act.ts'
import { control } from './control-client.ts'
import { ActionForm, ChoiceField, Field, PanelSection } from './panel-parts.tsx'
import { styles } from './panel-styles.tsx'

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
const ANY = ''

/** Planned failures: the next few calls of a path fail with a status, a dropped connection or a message. */
export function FaultSection({ faults, act }: { faults: Fault[]; act: Act }) {
  const { t } = useLingui()
  const [path, setPath] = useState('/core')
  const [method, setMethod] = useState<string>(ANY)
  const [status, setStatus] = useState('503')
  const [message, setMessage] = useState('')
  const [fields, setFields] = useState('')
  const [times, setTimes] = useState('1')
  const outcomes = [
    { value: '500', label: t`500 Server error` },
    { value: '503', label: t`503 Unavailable` },
    { value: '404', label: t`404 Not found` },
    { value: '409', label: t`409 Conflict` },
    { value: '422', label: t`422 Fields refused` },
    { value: '401', label: t`401 Session ended` },
    { value: '0', label: t`Network drop (no answer)` },
  ]
  const describe = (fault: Fault): string => {
    switch (fault.kind.type) {
      case 'network':
        return t`network drop`
      case 'slow':
        return t`${fault.kind.delayMs} ms late`
      case 'held':
        return t`held until lifted`
      case 'session-ended':
        return '401'
      case 'fields':
        return '422'
      case 'error':
        return String(fault.kind.status)
    }
  }
  const lift = (fault: Fault) => control('fault', { path: fault.path, method: fault.method ?? '', times: 0 })
  return (
    <PanelSection title={<Trans>Faults</Trans>}>
      <ActionForm
        layout="grid"
        submit={<Trans>Plan the fault</Trans>}
        onSubmit={() => {
          const plan = { path: path.trim(), method, status: Number(status), message, fields, times: Number(times) }
          void act(() => control('fault', plan), t`Fault planned on ${plan.path}`)
        }}
      >
        <Field label={<Trans>API path</Trans>}>
          <input
            type="text"
            required
            spellCheck={false}
            value={path}
            onChange={(event) => setPath(event.target.value)}
          />
        </Field>
        <ChoiceField
          label={<Trans>Method</Trans>}
          value={method}
          choices={[{ value: ANY, label: t`Any` }, ...METHODS.map((name) => ({ value: name, label: name }))]}
          onChange={setMethod}
        />
        <ChoiceField label={<Trans>Failure</Trans>} value={status} choices={outcomes} onChange={setStatus} />
        <Field label={<Trans>Times</Trans>}>
          <input
            type="number"
            min={1}
            step={1}
            required
            value={times}
            onChange={(event) => setTimes(event.target.value)}
            className={styles.short}
          />
        </Field>
        <Field label={<Trans>Error message (optional)</Trans>}>
          <input type="text" value={message} onChange={(event) => setMessage(event.target.value)} />
        </Field>
        {status === '422' ? (
          <Field label={<Trans>Fields, comma separated</Trans>}>
            <input type="text" spellCheck={false} value={fields} onChange={(event) => setFields(event.target.value)} />
          </Field>
        ) : null}
      </ActionForm>
      {faults.length > 0 ? (
        <>
          <ul className={styles.list} aria-label={t`Planned faults`}>
            {faults.map((fault) => {
              const name = `${fault.method ?? t`any method`} ${fault.path}`
              return (
                <li key={`${fault.method ?? ANY} ${fault.path}`} className={styles.listItem}>
                  <span>
                    {name}: {describe(fault)} × {fault.remaining}
                  </span>
                  <button
                    type="button"
                    className={styles.smallButton}
                    onClick={() => void act(() => lift(fault), t`Fault lifted on ${name}`)}
                  >
                    <Trans>Lift the fault on {name}</Trans>
                  </button>
                </li>
              )
            })}
          </ul>
          <button
            type="button"
            className={styles.button}
            onClick={() => void act(async () => void (await Promise.all(faults.map(lift))), t`All faults lifted`)}
          >
            <Trans>Lift all faults</Trans>
          </button>
        </>
      ) : null}
    </PanelSection>
  )
}
