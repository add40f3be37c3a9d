import { lazyHydrated } from '~/shared/lib/lazy-hydrated'

// The forms and the form library (about 17 KB gzip) hydrate after the page; a guest sees none of them.
export const ActivateReferralCodeForm = lazyHydrated(() =>
  import('./activate-referral-code-form').then((module) => module.ActivateReferralCodeForm),
)
export const MyReferralCode = lazyHydrated(() => import('./my-referral-code').then((module) => module.MyReferralCode))

/** For the routes' loaders: the code of the forms, so a navigation shows the page whole. */
export async function preloadReferralPageParts(): Promise<void> {
  await Promise.all([ActivateReferralCodeForm.preload(), MyReferralCode.preload()])
}
