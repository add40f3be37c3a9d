import { lazy, useEffect, useRef } from 'react'
import { Trans } from '@lingui/react/macro'
import { useCurrentUser } from '~/shared/core-data/core-query'
import { readStorage, writeStorage } from '~/shared/lib/storage'
import { useModals } from '~/shared/services/app-services'
import { useConfirmCookies } from '../api/confirm-cookies'
import { AGE_CONFIRMED_AT_KEY, AGE_DECLINED_URL, ageConfirmationValue, needsAgeConfirmation } from './age-confirmation'
import {
  COOKIE_CONFIRMED_KEY,
  COOKIE_CONFIRMED_VALUE,
  decideCookieConsent,
  hasLocalCookieConsent,
} from './cookie-consent'

// Loaded only for a visitor who has not answered yet (the modal host suspends for them).
const AgeConfirmModal = lazy(() =>
  import('../components/age-confirm-modal').then((m) => ({ default: m.AgeConfirmModal })),
)
const CookieConfirmModal = lazy(() =>
  import('../components/cookie-confirm-modal').then((m) => ({ default: m.CookieConfirmModal })),
)

export const AGE_MODAL_ID = 'age-confirmation'
export const COOKIE_MODAL_ID = 'cookie-confirmation'

/**
 * Opens the age and cookie confirmations of the default layout (spec section 4) through the
 * modal queue. It runs once, after hydration: the answers live in the browser's storage, so
 * the server never renders these modals and a visitor who answered never sees one flash.
 * The cookie modal is queued first so the age question, which gates the site, is answered first.
 */
export function useConsentPrompts(): void {
  const user = useCurrentUser()
  const modals = useModals()
  const confirmCookies = useConfirmCookies()
  const decided = useRef(false)

  useEffect(() => {
    if (decided.current) return
    decided.current = true

    const cookieAction = decideCookieConsent(user, hasLocalCookieConsent(readStorage('local', COOKIE_CONFIRMED_KEY)))
    if (cookieAction === 'sync') confirmCookies.mutate()
    if (cookieAction === 'prompt') {
      modals.open({
        id: COOKIE_MODAL_ID,
        title: <Trans>Cookies</Trans>,
        dismissible: false,
        closeOnBackdrop: false,
        render: (close) => (
          <CookieConfirmModal
            onAccept={() => {
              close()
              if (user) confirmCookies.mutate()
              else writeStorage('local', COOKIE_CONFIRMED_KEY, COOKIE_CONFIRMED_VALUE)
            }}
          />
        ),
      })
    }

    if (needsAgeConfirmation(readStorage('local', AGE_CONFIRMED_AT_KEY), Date.now())) {
      modals.open({
        id: AGE_MODAL_ID,
        title: <Trans>Age confirmation</Trans>,
        dismissible: false,
        closeOnBackdrop: false,
        render: (close) => (
          <AgeConfirmModal
            onConfirm={() => {
              writeStorage('local', AGE_CONFIRMED_AT_KEY, ageConfirmationValue(Date.now()))
              close()
            }}
            onDecline={() => window.location.assign(AGE_DECLINED_URL)}
          />
        ),
      })
    }
  }, [user, modals, confirmCookies])
}
