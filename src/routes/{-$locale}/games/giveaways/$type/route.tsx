import { createFileRoute } from '@tanstack/react-router'
import { optionalEnumParam } from '~/shared/lib/url-state'

const giveawayType = optionalEnumParam(['games', 'promocodes'])

/**
 * Only the giveaway types of the contract have pages: any other segment does not match this
 * route, so the address ends on the not-found page. No component, as on the locale's route: the
 * router renders the matched child itself.
 */
export const Route = createFileRoute('/{-$locale}/games/giveaways/$type')({
  params: {
    parse: (raw) => {
      const type = giveawayType(raw.type)
      return type !== undefined && { type }
    },
    stringify: (params) => params,
  },
})
