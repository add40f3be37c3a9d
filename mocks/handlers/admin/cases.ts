import type { Db } from '../../db/db.ts'
import type { CaseRow } from '../../db/schema/cases.ts'
import { caseItemsCount, casesAdmin } from '../../domain/admin/cases.ts'
import { promocodesOfCase } from '../../domain/admin/promocodes.ts'
import { itemOdds, itemsOf } from '../../domain/cases.ts'
import type { Locale } from '../../domain/core.ts'
import { centsToCoins } from '../../domain/money.ts'
import { tasksOf } from '../../domain/tasks.ts'
import type { Schemas } from '../../present/types.ts'
import { presentAdminPromocode } from './promocodes.ts'
import type { AdminResource } from './resource.ts'
import { presentAdminTask } from './tasks.ts'

const MINUTE_MS = 60_000

function presentAdminCase(db: Db, row: CaseRow, locale: Locale): Schemas['AdminCase'] {
  return {
    id: row.id,
    slug: row.slug,
    type: row.type,
    title: { ...row.title },
    preview: row.preview,
    cooldownMinutes: Math.round(row.cooldownMs / MINUTE_MS),
    top: row.top,
    position: row.position,
    seoTitle: { ...row.seoTitle },
    seoDescription: { ...row.seoDescription },
    // The published order, with the chances the case page shows and the draw uses.
    items: itemOdds(itemsOf(db, row)).map(({ item, chance }) => ({
      id: item.id,
      marketHashName: item.marketHashName,
      price: centsToCoins(item.priceCents),
      rarity: item.rarity,
      rarityColor: item.rarityColor,
      image: item.image,
      weight: item.weight,
      chance,
    })),
    tasks: tasksOf(db, 'case', row.id).map((task) => presentAdminTask(db, task, locale)),
    promocodes: promocodesOfCase(db, row.id).map((code) => presentAdminPromocode(db, code, locale)),
  }
}

function presentAdminCaseSummary(db: Db, row: CaseRow, _locale: Locale): Schemas['AdminCaseSummary'] {
  return {
    id: row.id,
    slug: row.slug,
    type: row.type,
    title: { ...row.title },
    preview: row.preview,
    top: row.top,
    position: row.position,
    itemsCount: caseItemsCount(db, row.id),
    tasksCount: tasksOf(db, 'case', row.id).length,
    promocodesCount: promocodesOfCase(db, row.id).length,
  }
}

export const casesResource: AdminResource<'/admin/cases', CaseRow> = {
  collection: '/admin/cases',
  entity: casesAdmin,
  present: presentAdminCase,
  presentListItem: presentAdminCaseSummary,
}
