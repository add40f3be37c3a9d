import type { Faker } from '@faker-js/faker'
import type { Db } from '../db.ts'
import type { Localized } from '../schema/fragments.ts'
import { storeLocalizedImages } from '../../domain/fake-images.ts'
import { bannerSvg, type Silhouette } from './images.ts'

export const MINUTE = 60_000
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR

export interface Seeder {
  db: Db
  f: Faker
  /** A Russian-locale faker, seeded alike, for Russian names. */
  fRu: Faker
  /** The clock's start (`baseMs`): every seeded date is this plus an offset. */
  now: number
}

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole))
}

export function fillLocalized(template: Localized, values: Record<string, string | number>): Localized {
  return { ru: fill(template.ru, values), en: fill(template.en, values) }
}

/** An article or giveaway picture in each language, on the site's dark background. */
export function localizedBanner(db: Db, title: Localized, color: string): Promise<Localized> {
  return storeLocalizedImages(db, 'banner', {
    ru: bannerSvg(title.ru, color, '#1b1f2a'),
    en: bannerSvg(title.en, color, '#1b1f2a'),
  })
}

export function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`seed data is missing ${what}`)
  return value
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** Coins with cents from a whole-coin band, e.g. [20, 150] -> 8731 (87.31 coins). */
export function priceCents(f: Faker, band: readonly [number, number]): number {
  return f.number.int({ min: band[0] * 100, max: band[1] * 100 })
}

/** The outline a CS2 skin is drawn with, from its weapon's name. */
export function cs2Silhouette(name: string): Silhouette {
  if (name.includes('Gloves')) return 'gloves'
  if (name.startsWith('★')) return 'knife'
  if (/Glock|USP|P250|Desert Eagle|Five-SeveN/.test(name)) return 'pistol'
  return 'rifle'
}
