import { useCallback, useEffect, useId, useRef, useState, type Ref } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { CallRecord } from '../control/call-log.ts'
import type { Act } from './act.ts'
import { CallLogSection } from './call-log.tsx'
import { ClockSection } from './clock-section.tsx'
import { ControlError, readCalls, readControlState, type ControlState } from './control-client.ts'
import { FaultSection } from './fault-section.tsx'
import { LatencySection } from './latency-section.tsx'
import { PanelStyles, styles } from './panel-styles.tsx'
import { PeopleSection } from './people-section.tsx'
import { RoutingSection } from './routing-section.tsx'
import { PANEL_SHORTCUT } from './shortcut.ts'

export interface FakeBackendPanelProps {
  onClose: () => void
  /** After a change the app must see (persona, scenario, clock, reset); the page reloads in the dev server and the demo. */
  onServerStateChanged: () => void
  /** How often the state and the call log are read while the panel is open. */
  pollMs?: number
  ref?: Ref<HTMLElement>
}

/**
 * The fake backend's control panel: a non-modal dialog beside the app, driving the fake backend
 * only through its HTTP control API. Escape closes it.
 */
export function FakeBackendPanel({ onClose, onServerStateChanged, pollMs = 1000, ref }: FakeBackendPanelProps) {
  const { t } = useLingui()
  const headingId = useId()
  const [state, setState] = useState<ControlState | null>(null)
  const [calls, setCalls] = useState<CallRecord[]>([])
  // One control call at a time, in the order pressed: a press while one is out waits its turn
  // (dropping it lost a quick second press). Buttons stay enabled, so focus (and Escape) stays.
  const queue = useRef<Promise<void>>(Promise.resolve())
  const [said, setSaid] = useState('')
  // A poll sent before an action may answer after the action's own read: only a read started
  // later than the one on screen may replace it, or the panel shows the state before the action.
  const reads = useRef({ started: 0, shown: 0 })

  const refresh = useCallback(async () => {
    const read = ++reads.current.started
    const [nextState, nextCalls] = await Promise.all([readControlState(), readCalls()])
    if (read < reads.current.shown) return
    reads.current.shown = read
    setState(nextState)
    setCalls(nextCalls)
  }, [])

  useEffect(() => {
    refresh().catch((error: unknown) => setSaid(error instanceof ControlError ? error.message : String(error)))
    // Calls come and planned faults get used up while the app works.
    const timer = setInterval(() => void refresh().catch(() => undefined), pollMs)
    return () => clearInterval(timer)
  }, [refresh, pollMs])

  const runAction = async (run: () => Promise<void>, done: string, changesServer: boolean) => {
    setSaid('')
    try {
      await run()
      // Read before the outcome is said: what the status announces is then on screen.
      // A failed read is the poll's to retry; the action itself was done.
      await refresh().catch(() => undefined)
      setSaid(done)
      if (changesServer) onServerStateChanged()
    } catch (error) {
      const reason = error instanceof ControlError ? error.message : String(error)
      setSaid(reason === '0' ? t`The fake backend did not answer` : t`Refused: ${reason}`)
    }
  }

  const act: Act = (run, done, { changesServer = false } = {}) => {
    const next = queue.current.then(() => runAction(run, done, changesServer))
    queue.current = next
    return next
  }

  return (
    <section
      ref={ref}
      role="dialog"
      aria-modal="false"
      aria-labelledby={headingId}
      tabIndex={-1}
      className={styles.panel}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return
        event.stopPropagation()
        onClose()
      }}
    >
      <PanelStyles />
      <header className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          <Trans>Fake backend</Trans>
        </h2>
        <span className={styles.note}>{PANEL_SHORTCUT}</span>
        <button type="button" className={styles.smallButton} onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      </header>
      <p role="status" className={styles.status}>
        {said}
      </p>
      {state ? (
        <>
          {/* Hybrid mode first: it is what the developer started the host for. */}
          {state.routing ? <RoutingSection routing={state.routing} calls={calls} act={act} /> : null}
          <PeopleSection personas={state.personas} scenarios={state.scenarios} act={act} />
          <ClockSection clock={state.clock} act={act} />
          <LatencySection latency={state.latency} act={act} />
          <FaultSection faults={state.faults} act={act} />
          <CallLogSection calls={calls} hybrid={state.routing !== null} />
        </>
      ) : null}
    </section>
  )
}
