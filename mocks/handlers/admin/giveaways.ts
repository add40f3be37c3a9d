import type { Db } from '../../db/db.ts'
import type { GiveawayRow } from '../../db/schema/giveaways.ts'
import { clock } from '../../clock.ts'
import { adminGiveawayStatus, giveawaysAdmin, rewardsOf } from '../../domain/admin/giveaways.ts'
import type { Locale } from '../../domain/core.ts'
import { rewardsLeft } from '../../domain/giveaways.ts'
import { tasksOf } from '../../domain/tasks.ts'
import { isoDate } from '../../present/text.ts'
import type { Schemas } from '../../present/types.ts'
import type { AdminResource } from './resource.ts'
import { presentAdminReward } from './rewards.ts'
import { presentAdminTask } from './tasks.ts'

function presentAdminGiveawaySummary(db: Db, row: GiveawayRow, _locale: Locale): Schemas['AdminGiveawaySummary'] {
  return {
    id: row.id,
    slug: row.slug,
    type: row.type,
    title: { ...row.title },
    status: adminGiveawayStatus(row, clock.now()),
    requiredSteamLevel: row.requiredSteamLevel,
    endsAt: isoDate(row.endsAtMs),
    rewardsTotal: rewardsOf(db, row.id).length,
    rewardsLeft: rewardsLeft(db, row),
  }
}

function presentAdminGiveaway(db: Db, row: GiveawayRow, locale: Locale): Schemas['AdminGiveaway'] {
  return {
    ...presentAdminGiveawaySummary(db, row, locale),
    description: { ...row.description },
    preview: { ...row.preview },
    seoTitle: { ...row.seoTitle },
    seoDescription: { ...row.seoDescription },
    startsAt: isoDate(row.startsAtMs),
    tasks: tasksOf(db, 'giveaway', row.id).map((task) => presentAdminTask(db, task, locale)),
    rewards: rewardsOf(db, row.id).map((reward) => presentAdminReward(db, reward, locale)),
  }
}

export const giveawaysResource: AdminResource<'/admin/giveaways', GiveawayRow> = {
  collection: '/admin/giveaways',
  entity: giveawaysAdmin,
  present: presentAdminGiveaway,
  presentListItem: presentAdminGiveawaySummary,
}
