import type { Faker } from '@faker-js/faker'
import type { Db } from '../db.ts'
import type { Localized } from '../schema/fragments.ts'

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
