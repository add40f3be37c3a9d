import { faker as fakerEn } from '@faker-js/faker/locale/en'
import { faker as fakerRu } from '@faker-js/faker/locale/ru'
import { CLOCK_START_MS } from '../../clock.ts'
import type { Db } from '../db.ts'
import { seedArticles } from './articles.ts'
import { seedBadges } from './badges.ts'
import { seedBanners } from './banners.ts'
import { seedBulk } from './bulk.ts'
import { seedCardTypes } from './card-types.ts'
import { seedCards } from './cards.ts'
import { seedCases } from './cases.ts'
import { seedCategories } from './categories.ts'
import { seedComments } from './comments.ts'
import { seedContacts } from './contacts.ts'
import { seedGiveaways } from './giveaways.ts'
import type { Seeder } from './helpers.ts'
import { seedNotifications } from './notifications.ts'
import { seedRoles } from './roles.ts'
import { seedSettings } from './settings.ts'
import { seedShopItems } from './shop-items.ts'
import { seedSize } from './size.ts'
import { seedTrades } from './trades.ts'
import { seedUsers } from './users.ts'

export const DEFAULT_SEED = 20250602

/**
 * Fills an empty database. Everything random comes from faker seeded with `seed`, and
 * rows are created one after another, so the same seed gives the same rows and ids in
 * every host. The order of the steps below is part of that: each draws from the same
 * faker in turn, so moving one changes what every later one draws.
 *
 * Every date is `baseMs` (the instant the clock starts at) plus a seeded offset, never the
 * moment of seeding: the same seed and `baseMs` give identical data, and another `baseMs`
 * gives the same data shifted by the difference, so cooldowns, giveaway ends and trades
 * always look the same relative to "now".
 *
 * A host that asked for more cards or trades (mocks/db/seed/size.ts) gets them last, so the
 * rows above are the same at any size.
 */
export async function seed(db: Db, seedValue: number = DEFAULT_SEED, baseMs: number = CLOCK_START_MS): Promise<void> {
  fakerEn.seed(seedValue)
  fakerRu.seed(seedValue)
  const s: Seeder = { db, f: fakerEn, fRu: fakerRu, now: baseMs }

  await seedSettings(s)
  await seedRoles(s)
  const users = await seedUsers(s)
  const categories = await seedCategories(s)
  await seedBadges(s)
  await seedCardTypes(s)
  const cards = await seedCards(s, categories)
  const articles = await seedArticles(s)
  await seedComments(s, users, cards, articles)
  await seedBanners(s)
  await seedNotifications(s)
  await seedContacts(s)
  const shopItems = await seedShopItems(s)
  await seedCases(s, users)
  await seedGiveaways(s, users)
  await seedTrades(s, users, shopItems)
  await seedBulk(s, seedSize(), seedValue, { categories, users, shopItems })
}
