import type { Db } from '../../db/db.ts'
import type { GiveawayRewardRow } from '../../db/schema/giveaway-rewards.ts'
import type { Locale } from '../../domain/core.ts'
import { rewardsAdmin } from '../../domain/admin/rewards.ts'
import { isoDate } from '../../present/text.ts'
import type { Schemas } from '../../present/types.ts'
import { presentUserSummary } from '../../present/users.ts'
import type { AdminResource } from './resource.ts'

export function presentAdminReward(db: Db, row: GiveawayRewardRow, locale: Locale): Schemas['AdminReward'] {
  const taker =
    row.takenByUserId === null ? undefined : db.users.findFirst((q) => q.where({ id: row.takenByUserId ?? 0 }))
  return {
    id: row.id,
    giveawayId: row.giveawayId,
    giveawayTitle: db.giveaways.findFirst((q) => q.where({ id: row.giveawayId }))?.title[locale] ?? '',
    value: row.value,
    takenBy: taker ? presentUserSummary(taker) : null,
    takenAt: row.takenAtMs === null ? null : isoDate(row.takenAtMs),
  }
}

export const rewardsResource: AdminResource<'/admin/rewards', GiveawayRewardRow> = {
  collection: '/admin/rewards',
  entity: rewardsAdmin,
  present: presentAdminReward,
  presentListItem: presentAdminReward,
}
