import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Act } from './act.ts'
import { control, type ControlState } from './control-client.ts'
import { ActionForm, ChoiceField, Field, PanelSection } from './panel-parts.tsx'
import { styles } from './panel-styles.tsx'

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS
const UNITS = { minutes: MINUTE_MS, hours: HOUR_MS, days: DAY_MS } as const
type Unit = keyof typeof UNITS

/** `2025-06-02T12:00` in UTC, as a `datetime-local` input holds it. */
function toInputValue(ms: number): string {
  return new Date(ms).toISOString().slice(0, 16)
}

/** The fake backend's clock: moved ahead, set to a date, frozen or let run. */
export function ClockSection({ clock, act }: { clock: ControlState['clock']; act: Act }) {
  const { t, i18n } = useLingui()
  const [amount, setAmount] = useState('1')
  const [unit, setUnit] = useState<Unit>('hours')
  const [date, setDate] = useState(() => toInputValue(clock.nowMs))
  const now = new Intl.DateTimeFormat(i18n.locale, {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'UTC',
  }).format(clock.nowMs)
  const frozen = clock.mode === 'frozen'
  const advance = (ms: number, label: string) =>
    act(() => control('clock', { advanceMs: ms }), t`Clock moved by ${label}`, { changesServer: true })
  const steps = [
    { ms: MINUTE_MS, label: t`+1 min` },
    { ms: HOUR_MS, label: t`+1 h` },
    { ms: DAY_MS, label: t`+1 day` },
  ]
  const unitLabels: Record<Unit, string> = { minutes: t`minutes`, hours: t`hours`, days: t`days` }
  return (
    <PanelSection title={<Trans>Clock</Trans>}>
      <p className={styles.note}>
        {frozen ? <Trans>Now: {now} UTC, frozen</Trans> : <Trans>Now: {now} UTC, running</Trans>}
      </p>
      <div className={styles.row} role="group" aria-label={t`Move the clock`}>
        {steps.map((step) => (
          <button
            key={step.ms}
            type="button"
            className={styles.button}
            onClick={() => void advance(step.ms, step.label)}
          >
            {step.label}
          </button>
        ))}
        <button
          type="button"
          className={styles.button}
          onClick={() =>
            void act(
              () => control('clock', { mode: frozen ? 'running' : 'frozen' }),
              frozen ? t`The clock runs` : t`The clock is frozen`,
              { changesServer: true },
            )
          }
        >
          {frozen ? <Trans>Let it run</Trans> : <Trans>Freeze</Trans>}
        </button>
      </div>
      <ActionForm
        submit={<Trans>Move</Trans>}
        onSubmit={() => void advance(Math.round(Number(amount) * UNITS[unit]), `${amount} ${unitLabels[unit]}`)}
      >
        <Field label={<Trans>Move by</Trans>}>
          <input
            type="number"
            step="any"
            required
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            className={styles.short}
          />
        </Field>
        <ChoiceField
          label={<Trans>Unit</Trans>}
          value={unit}
          choices={(Object.keys(UNITS) as Unit[]).map((key) => ({ value: key, label: unitLabels[key] }))}
          onChange={(value) => setUnit(value as Unit)}
        />
      </ActionForm>
      <ActionForm
        submit={<Trans>Set</Trans>}
        onSubmit={() =>
          void act(() => control('clock', { setMs: Date.parse(`${date}Z`) }), t`Clock set to ${date} UTC`, {
            changesServer: true,
          })
        }
      >
        <Field label={<Trans>Date and time, UTC</Trans>}>
          <input type="datetime-local" required value={date} onChange={(event) => setDate(event.target.value)} />
        </Field>
      </ActionForm>
    </PanelSection>
  )
}
