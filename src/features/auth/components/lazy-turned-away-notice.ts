import { lazyHydrated } from '~/shared/lib/lazy-hydrated'

/**
 * The notice shows only after a guard's redirect, so its code (and the sign-in button and icons
 * it brings) stays out of the main page's first load; the route preloads it when the address asks.
 */
export const LazyTurnedAwayNotice = lazyHydrated(() =>
  import('./turned-away-notice').then((module) => module.TurnedAwayNotice),
)
