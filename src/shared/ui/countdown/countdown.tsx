import { useEffect, useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import { formatDateTime } from '~/shared/lib/format-date'
import { formatCountdown, msUntil } from './format-countdown'
import { useNow } from './use-now'

/**
 * Milliseconds left until `until`: 0 when there is nothing to wait for (no moment, or it has
 * passed), null before the browser knows the time (server render and hydration).
 */
export function useTimeLeft(until: string | null): number | null {
  const now = useNow()
  if (until === null) return 0
  return now === null ? null : msUntil(until, now)
}

export interface CountdownProps {
  /** ISO date-time the countdown runs to. */
  until: string
  /** Called once when a running countdown reaches zero (not when it was over already). */
  onDone?: () => void
  className?: string
}

/**
 * Time left until a moment. The server renders the moment itself (there is no shared "now"
 * to count from); the browser then ticks every second.
 */
export function Countdown({ until, onDone, className }: CountdownProps) {
  const { i18n } = useLingui()
  const msLeft = useTimeLeft(until)
  const wasRunning = useRef(false)
  const onDoneRef = useRef(onDone)

  useEffect(() => {
    onDoneRef.current = onDone
  }, [onDone])

  useEffect(() => {
    if (msLeft === null) return
    if (msLeft > 0) wasRunning.current = true
    else if (wasRunning.current) {
      wasRunning.current = false
      onDoneRef.current?.()
    }
  }, [msLeft])

  return (
    <time role="timer" dateTime={until} className={className}>
      {msLeft === null ? formatDateTime(until, i18n) : formatCountdown(msLeft)}
    </time>
  )
}
