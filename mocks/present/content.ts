import type { Db } from '../db/db.ts'
import type { ArticleRow } from '../db/schema/articles.ts'
import type { BannerRow } from '../db/schema/banners.ts'
import type { CardRow } from '../db/schema/cards.ts'
import type { CategoryRow } from '../db/schema/categories.ts'
import type { CommentRow } from '../db/schema/comments.ts'
import type { ContactRow } from '../db/schema/contacts.ts'
import type { NotificationRow } from '../db/schema/notifications.ts'
import type { SubcategoryRow } from '../db/schema/subcategories.ts'
import { promocodesOf } from '../domain/cards.ts'
import { ratingOf } from '../domain/comments.ts'
import type { Locale } from '../domain/core.ts'
import { headingsOf } from '../domain/headings.ts'
import type { Page } from '../domain/pagination.ts'
import { isoDate, pick, pickNullable } from './text.ts'
import type { Schemas } from './types.ts'
import { presentUserSummary } from './users.ts'

export function presentPagination(page: Page<unknown>): Schemas['Pagination'] {
  return { total: page.total, current_page: page.currentPage, last_page: page.lastPage }
}

export function presentCategory(row: CategoryRow, locale: Locale): Schemas['Category'] {
  return { id: row.id, name: pick(row.name, locale), image: row.image, slug: row.slug }
}

export function presentCategoryDetail(row: CategoryRow, locale: Locale): Schemas['CategoryDetail'] {
  return {
    ...presentCategory(row, locale),
    show_alert: row.showAlert,
    seo_title: pickNullable(row.seoTitle, locale),
    seo_description: pickNullable(row.seoDescription, locale),
  }
}

export function presentSubcategory(row: SubcategoryRow, locale: Locale): Schemas['Subcategory'] {
  return {
    name: pick(row.name, locale),
    slug: row.slug,
    button_text: pick(row.buttonText, locale),
    seo_title: pickNullable(row.seoTitle, locale),
    seo_description: pickNullable(row.seoDescription, locale),
  }
}

export function presentCardListItem(db: Db, row: CardRow, locale: Locale): Schemas['CardListItem'] {
  const badges = db.badges
    .findMany((q) => q.where({ id: (id) => row.badgeIds.includes(id) }))
    .sort((a, b) => a.id - b.id)
  return {
    preview: row.preview,
    title: pick(row.title, locale),
    description: pick(row.description, locale),
    slug: row.slug,
    link: row.link,
    reward: pick(row.reward, locale),
    promocode: row.promocode,
    badges: badges.map((badge) => ({ id: badge.id, text: pick(badge.text, locale), color: badge.color })),
    hideRuLink: row.hideRuLink,
    rating: ratingOf(db, 'card', row.id),
  }
}

export function presentCard(db: Db, row: CardRow, locale: Locale): Schemas['Card'] {
  const text = pick(row.text, locale)
  return {
    ...presentCardListItem(db, row, locale),
    fullTitle: pick(row.fullTitle, locale),
    text,
    textHeadings: headingsOf(text),
    instruction: pick(row.instruction, locale),
    buttonText: pick(row.buttonText, locale),
    seoTitle: pickNullable(row.seoTitle, locale),
    seoDescription: pickNullable(row.seoDescription, locale),
    showAlert: row.showAlert,
    promocodes: promocodesOf(db, row).map((code) => ({
      id: code.id,
      title: pick(code.title, locale),
      description: pick(code.description, locale),
      code: code.code,
      validUntil: code.validUntilMs === null ? null : isoDate(code.validUntilMs),
      hideLinkRu: code.hideLinkRu,
    })),
  }
}

export function presentArticleListItem(row: ArticleRow, locale: Locale): Schemas['ArticleListItem'] {
  return {
    title: pick(row.title, locale),
    preview: pick(row.preview, locale),
    slug: row.slug,
    promocode: row.promocode,
    description: pick(row.description, locale),
    createdAt: isoDate(row.createdAtMs),
    views: row.views,
  }
}

export function presentArticle(db: Db, row: ArticleRow, locale: Locale): Schemas['Article'] {
  const text = pick(row.text, locale)
  return {
    ...presentArticleListItem(row, locale),
    url: row.url,
    text,
    text_headings: headingsOf(text),
    seo_title: pickNullable(row.seoTitle, locale),
    seo_description: pickNullable(row.seoDescription, locale),
    seo_title_locales: { ...row.seoTitle },
    seo_description_locales: { ...row.seoDescription },
    rating: ratingOf(db, 'article', row.id),
  }
}

export function presentComment(db: Db, row: CommentRow): Schemas['Comment'] {
  const user = db.users.findFirst((q) => q.where({ id: row.userId }))
  if (!user) throw new Error(`comment ${row.id} has no author`)
  return {
    id: row.id,
    evaluation: row.evaluation,
    text: row.text,
    user: presentUserSummary(user),
    createdAt: isoDate(row.createdAtMs),
  }
}

export function presentCommentPage(db: Db, page: Page<CommentRow>): Schemas['CommentPage'] {
  return { data: page.items.map((row) => presentComment(db, row)), pagination: presentPagination(page) }
}

export function presentBanner(row: BannerRow, locale: Locale): Schemas['Banner'] {
  return { position: row.position, image: row.image[locale], link: row.link }
}

export function presentNotification(row: NotificationRow, locale: Locale): Schemas['Notification'] {
  return {
    id: row.id,
    title: pick(row.title, locale),
    description: pick(row.description, locale),
    link: row.link,
    createdAt: isoDate(row.createdAtMs),
    viewed: row.viewed,
  }
}

export function presentContact(row: ContactRow, locale: Locale): Schemas['Contact'] {
  return {
    id: row.id,
    name: pick(row.name, locale),
    content: row.content,
    contentLabel: pick(row.contentLabel, locale),
  }
}
