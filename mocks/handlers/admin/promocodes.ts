import type { Db } from '../../db/db.ts'
import type { CasePromocodeRow } from '../../db/schema/case-promocodes.ts'
import type { Locale } from '../../domain/core.ts'
import { activationsLeft, promocodesAdmin } from '../../domain/admin/promocodes.ts'
import { isoDate } from '../../present/text.ts'
import type { Schemas } from '../../present/types.ts'
import type { AdminResource } from './resource.ts'

export function presentAdminPromocode(db: Db, row: CasePromocodeRow, locale: Locale): Schemas['AdminPromocode'] {
  return {
    id: row.id,
    caseId: row.caseId,
    caseTitle: db.cases.findFirst((q) => q.where({ id: row.caseId }))?.title[locale] ?? '',
    code: row.code,
    maxActivations: row.maxActivations,
    activations: row.activatedUserIds.length,
    activationsLeft: activationsLeft(row),
    validUntil: row.validUntilMs === null ? null : isoDate(row.validUntilMs),
    auto: row.auto,
  }
}

export const promocodesResource: AdminResource<'/admin/promocodes', CasePromocodeRow> = {
  collection: '/admin/promocodes',
  entity: promocodesAdmin,
  present: presentAdminPromocode,
  presentListItem: presentAdminPromocode,
}
