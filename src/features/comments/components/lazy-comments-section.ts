import { lazyHydrated } from '~/shared/lib/lazy-hydrated'

/**
 * The reviews below a card or an article, hydrated after the page from a chunk of their own
 * (they are under the text, so the page is interactive without them). Give it props that keep
 * their identity between renders (see lazyHydrated).
 */
export const LazyCommentsSection = lazyHydrated(() =>
  import('./comments-section').then((module) => module.CommentsSection),
)
