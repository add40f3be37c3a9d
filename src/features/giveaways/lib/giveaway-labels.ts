import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Schemas } from '~/api/types'

/** Titles of the giveaway lists: `games` gives game keys. */
export const giveawayTypeTitle: Record<Schemas['GiveawayType'], MessageDescriptor> = {
  games: msg`Game key giveaways`,
  promocodes: msg`Promocode giveaways`,
}

export const giveawayStatusLabel: Record<Schemas['GiveawayStatus'], MessageDescriptor> = {
  active: msg`Active`,
  ended: msg`Ended`,
}
