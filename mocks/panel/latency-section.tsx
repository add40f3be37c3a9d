import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { LatencyState } from '../control/latency.ts'
import type { Act } from './act.ts'
import { control } from './control-client.ts'
import { ActionForm, Field, PanelSection } from './panel-parts.tsx'
import { styles } from './panel-styles.tsx'

/** Latency for every answer or for one path, until taken away. */
export function LatencySection({ latency, act }: { latency: LatencyState; act: Act }) {
  const { t } = useLingui()
  const [delayMs, setDelayMs] = useState('1000')
  const [path, setPath] = useState('')
  const rows = [...(latency.allMs > 0 ? [{ path: '', delayMs: latency.allMs }] : []), ...latency.paths]
  return (
    <PanelSection title={<Trans>Latency</Trans>}>
      <ActionForm
        submit={<Trans>Add latency</Trans>}
        onSubmit={() => {
          const where = path.trim()
          void act(
            () => control('latency', { delayMs: Number(delayMs), path: where }),
            where ? t`Latency set for ${where}` : t`Latency set for every call`,
          )
        }}
      >
        <Field label={<Trans>Delay, ms</Trans>}>
          <input
            type="number"
            min={0}
            max={30000}
            step={1}
            required
            value={delayMs}
            onChange={(event) => setDelayMs(event.target.value)}
            className={styles.short}
          />
        </Field>
        <Field label={<Trans>Path (empty: every call)</Trans>}>
          <input
            type="text"
            placeholder="/cards"
            spellCheck={false}
            value={path}
            onChange={(event) => setPath(event.target.value)}
          />
        </Field>
      </ActionForm>
      {rows.length > 0 ? (
        <ul className={styles.list} aria-label={t`Latency in force`}>
          {rows.map((row) => {
            const where = row.path || t`every call`
            return (
              <li key={row.path} className={styles.listItem}>
                <span>
                  {where}: {row.delayMs} <Trans>ms</Trans>
                </span>
                <button
                  type="button"
                  className={styles.smallButton}
                  onClick={() =>
                    void act(() => control('latency', { delayMs: 0, path: row.path }), t`Latency removed for ${where}`)
                  }
                >
                  <Trans>Remove latency for {where}</Trans>
                </button>
              </li>
            )
          })}
        </ul>
      ) : null}
    </PanelSection>
  )
}
