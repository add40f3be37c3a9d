import { createFileRoute, redirect } from '@tanstack/react-router'
import { pathSegment } from '~/shared/lib/url-state'
import { giveawayQueryOptions } from '~/features/giveaways/api/giveaway'
import { loadAll } from '~/shared/lib/load-all'
import { NotFoundPage } from '~/app/error-pages/not-found-page'

const GIVEAWAY_TYPES: readonly string[] = ['games', 'promocodes']

/**
 * The spec's `/games/giveaways/{type?}/{slug}` without its type: sent on to the giveaway's typed
 * address, so the page has one address (its canonical link and hreflang name the typed one).
 * The redirect is temporary because its target follows the giveaway's type, which an admin may
 * change. A type's name is its list's address (the `$type` route), never a slug here.
 */
export const Route = createFileRoute('/{-$locale}/games/giveaways/$slug')({
  params: {
    parse: (raw) => {
      const slug = pathSegment(raw.slug)
      return slug !== false && !GIVEAWAY_TYPES.includes(slug) && { slug }
    },
    stringify: (params) => params,
  },
  loader: async ({ context: { queryClient, services }, params: { locale, slug } }) => {
    const [giveaway] = await loadAll([queryClient.ensureQueryData(giveawayQueryOptions(services.api, slug))])
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router catches a thrown redirect (its documented API)
    throw redirect({ to: '/{-$locale}/games/giveaways/$type/$slug', params: { locale, type: giveaway.type, slug } })
  },
  // Its own, so a giveaway the API does not have is this route's not-found (see loadAll).
  notFoundComponent: NotFoundPage,
})
