import { lazyHydrated } from '~/shared/lib/lazy-hydrated'

/**
 * A page's banners, hydrated after the page from a chunk of their own: they are links, which
 * work before their code is in, so no page needs them to be interactive. A route that shows
 * them awaits `LazyBanners.preload()` in its loader (see lazyHydrated).
 */
export const LazyBanners = lazyHydrated(() => import('./banners').then((module) => module.Banners))
