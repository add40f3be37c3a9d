import { useEffect, useRef } from 'react'
import { useCurrentUser } from '~/shared/core-data/core-query'
import { useSetMarketingConsent } from '../api/set-marketing-consent'
import { MK1, MK_POLL_INTERVAL_MS, MK_TOGGLE_SELECTOR, marketingPollTick } from './marketing-flag'

/** Runs the marketing-flag polling of spec section 4 (see `marketingPollTick` for how it is read). */
export function useMarketingFlagPolling(): void {
  const user = useCurrentUser()
  const setConsent = useSetMarketingConsent()
  const latest = useRef({ user, setConsent })
  useEffect(() => {
    latest.current = { user, setConsent }
  })
  const active = user !== null && !user.mk1

  useEffect(() => {
    if (!active) return
    const timer = setInterval(() => {
      const { user: currentUser, setConsent: consent } = latest.current
      const step = marketingPollTick(currentUser, document.querySelector(MK_TOGGLE_SELECTOR) !== null)
      if (step === 'stop') clearInterval(timer)
      else if (!consent.isPending) consent.mutate(MK1)
    }, MK_POLL_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [active])
}
