import { useSyncExternalStore } from 'react'
import { localizedPath, type Locale } from '~/shared/i18n/locale'

/** The landing address of a referral code, in the sharer's language. */
function referralPath(code: string, locale: Locale): string {
  return localizedPath(`/ref/${encodeURIComponent(code)}`, locale)
}

const noSubscription = () => () => {}

/**
 * The referral link to share: absolute in the browser; the server (and hydration) render the
 * path alone, as the page's own origin is only known for sure in the browser.
 */
export function useReferralLink(code: string, locale: Locale): string {
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  )
  return origin + referralPath(code, locale)
}
