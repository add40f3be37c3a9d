import type { Db } from '../../db/db.ts'
import type { CardRow } from '../../db/schema/cards.ts'
import { cardsAdmin } from '../../domain/admin/cards.ts'
import { promocodesOf } from '../../domain/cards.ts'
import { ratingOf } from '../../domain/comments.ts'
import type { Locale } from '../../domain/core.ts'
import { isoDate } from '../../present/text.ts'
import type { Schemas } from '../../present/types.ts'
import type { AdminResource } from './resource.ts'

function presentAdminCard(db: Db, row: CardRow): Schemas['AdminCard'] {
  return {
    id: row.id,
    slug: row.slug,
    categoryId: row.categoryId,
    subcategoryId: row.subcategoryId,
    typeId: row.typeId,
    preview: row.preview,
    title: { ...row.title },
    fullTitle: { ...row.fullTitle },
    description: { ...row.description },
    text: { ...row.text },
    instruction: { ...row.instruction },
    buttonText: { ...row.buttonText },
    link: row.link,
    reward: { ...row.reward },
    promocode: row.promocode,
    badgeIds: [...row.badgeIds],
    hideRuLink: row.hideRuLink,
    top: row.top,
    position: row.position,
    showAlert: row.showAlert,
    seoTitle: { ...row.seoTitle },
    seoDescription: { ...row.seoDescription },
    promocodes: promocodesOf(db, row).map((code) => ({
      id: code.id,
      title: { ...code.title },
      description: { ...code.description },
      code: code.code,
      validUntil: code.validUntilMs === null ? null : isoDate(code.validUntilMs),
      hideLinkRu: code.hideLinkRu,
    })),
    rating: ratingOf(db, 'card', row.id),
    createdAt: isoDate(row.createdAtMs),
  }
}

function presentAdminCardSummary(db: Db, row: CardRow, locale: Locale): Schemas['AdminCardSummary'] {
  const category = db.categories.findFirst((q) => q.where({ id: row.categoryId }))
  if (!category) throw new Error(`card ${row.id} has no category`)
  return {
    id: row.id,
    slug: row.slug,
    title: { ...row.title },
    preview: row.preview,
    categoryId: row.categoryId,
    categoryName: category.name[locale],
    subcategoryId: row.subcategoryId,
    typeId: row.typeId,
    badgeIds: [...row.badgeIds],
    top: row.top,
    position: row.position,
    rating: ratingOf(db, 'card', row.id),
    createdAt: isoDate(row.createdAtMs),
  }
}

export const cardsResource: AdminResource<'/admin/cards', CardRow> = {
  collection: '/admin/cards',
  entity: cardsAdmin,
  present: presentAdminCard,
  presentListItem: presentAdminCardSummary,
}
