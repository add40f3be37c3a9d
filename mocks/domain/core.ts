import type { Db } from '../db/db.ts'
import { defineIndex, uniqueBy } from '../db/indexes.ts'
import type { BannerRow } from '../db/schema/banners.ts'
import type { CategoryRow } from '../db/schema/categories.ts'
import type { NotificationRow } from '../db/schema/notifications.ts'
import type { SettingsRow } from '../db/schema/settings.ts'
import type { UserRow } from '../db/schema/users.ts'
import { notificationsOf } from './notifications.ts'

export type Locale = 'ru' | 'en'

export interface CoreData {
  user: UserRow | null
  categories: CategoryRow[]
  banners: BannerRow[]
  notifications: NotificationRow[]
  settings: SettingsRow
  countryCode: string
}

export function settingsOf(db: Db): SettingsRow {
  const settings = db.settings.findFirst((q) => q.where({ id: 1 }))
  if (!settings) throw new Error('the database has not been seeded')
  return settings
}

/**
 * The visitor's country: a configured one (tests of region-specific behaviour such as
 * `hideRuLink`), else guessed from the language as a geo-IP lookup would for most visitors.
 */
export function countryCode(db: Db, locale: Locale): string {
  return settingsOf(db).countryCode ?? (locale === 'ru' ? 'RU' : 'US')
}

export async function setCountryCode(db: Db, code: string | null): Promise<void> {
  await db.settings.update((q) => q.where({ id: 1 }), {
    strict: true,
    data(row) {
      row.countryCode = code === null ? null : code.toUpperCase()
    },
  })
}

const categoriesBySlug = defineIndex((rows: readonly CategoryRow[]) => uniqueBy(rows, (row) => row.slug))

export function categoryBySlugOrNull(db: Db, slug: string): CategoryRow | null {
  return categoriesBySlug(db.categories).get(slug) ?? null
}

export function sortedCategories(db: Db): CategoryRow[] {
  return db.categories.findMany().sort((a, b) => a.position - b.position)
}

export function coreData(db: Db, user: UserRow | null, locale: Locale): CoreData {
  return {
    user,
    categories: sortedCategories(db),
    banners: db.banners.findMany().sort((a, b) => a.id - b.id),
    notifications: user ? notificationsOf(db, user.id) : [],
    settings: settingsOf(db),
    countryCode: countryCode(db, locale),
  }
}
