import { base, en, Faker } from '@faker-js/faker'
import { marketItemOf, type Localized } from '../schema/fragments.ts'
import type { TradeKind } from '../schema/trades.ts'
import type { UserRow } from '../schema/users.ts'
import { storeFakeImage } from '../../domain/fake-images.ts'
import { personas } from '../../personas.ts'
import type { SeededCategory } from './categories.ts'
import { DAY, fillLocalized, must, slugify, type Seeder } from './helpers.ts'
import { siteMark } from './art/site-mark.ts'
import type { SeededShopItem } from './shop-items.ts'
import type { SeedSize } from './size.ts'
import { buttonTexts, cardDescriptions, games, rewardTemplates, siteNameParts } from './texts.ts'

/** Of the extra trades, the share that goes to the `rich` persona: one user with a long trade history to page through. */
const RICH_SHARE = 0.25
const CARD_COLORS = ['#e4572e', '#29a36a', '#3a86ff', '#7b2cbf', '#f4a259', '#118ab2', '#ef476f', '#2b2d42']

function same(text: string): Localized {
  return { ru: text, en: text }
}

/**
 * Rows beyond the default seed, up to the asked size: plain cards spread over the categories
 * and their subcategories, and trades of the seeded users and shop items over the last year.
 * Drawn from a faker of their own, seeded from the seed, so the same seed gives the same rows
 * and the default rows before them never change.
 */
export async function seedBulk(
  s: Seeder,
  size: Partial<SeedSize>,
  seedValue: number,
  data: { categories: SeededCategory[]; users: UserRow[]; shopItems: SeededShopItem[] },
): Promise<void> {
  const f = new Faker({ locale: [en, base], seed: seedValue + 1 })
  await seedBulkCards(s, f, size.cards ?? 0, data.categories)
  await seedBulkTrades(s, f, size.trades ?? 0, data.users, data.shopItems)
}

async function seedBulkCards(s: Seeder, f: Faker, total: number, categories: SeededCategory[]): Promise<void> {
  const { db, now } = s
  const first = db.cards.count() + 1
  let position = db.cards.all().reduce((max, card) => Math.max(max, card.position), 0)
  for (let id = first; id <= total; id++) {
    const site = `${f.helpers.arrayElement(siteNameParts.first)}${f.helpers.arrayElement(siteNameParts.second)} ${id}`
    const category = must(categories[id % categories.length], 'categories before cards')
    const subcategoryId =
      category.subcategoryIds[Math.floor(id / categories.length) % (category.subcategoryIds.length + 1)] ?? null
    const reward = fillLocalized(f.helpers.arrayElement(rewardTemplates), {
      n: f.helpers.arrayElement([5, 10, 25, 50]),
    })
    const game = games.find((candidate) => candidate.key === category.game) ?? games[0]
    const description = fillLocalized(f.helpers.arrayElement(cardDescriptions), { game: game.name.en })
    const text: Localized = { ru: `<p>${site}: ${description.ru}</p>`, en: `<p>${site}: ${description.en}</p>` }
    await db.cards.create({
      id,
      slug: slugify(site),
      categoryId: category.id,
      subcategoryId,
      typeId: null,
      // The mark leaves the number out, so thousands of cards share a thousand-odd pictures.
      preview: await storeFakeImage(
        db,
        'tile',
        siteMark(site.replace(/ \d+$/, ''), f.helpers.arrayElement(CARD_COLORS)),
      ),
      title: same(site),
      fullTitle: { ru: `${site} — ${reward.ru.toLowerCase()}`, en: `${site}: ${reward.en.toLowerCase()}` },
      description,
      text,
      instruction: { ru: '', en: '' },
      buttonText: f.helpers.arrayElement(buttonTexts),
      link: `https://${slugify(site)}.example/?ref=freeskins`,
      reward,
      promocode: null,
      badgeIds: [],
      hideRuLink: false,
      top: false,
      position: ++position,
      showAlert: false,
      seoTitle: { ru: null, en: null },
      seoDescription: { ru: null, en: null },
      createdAtMs: now - f.number.int({ min: 1, max: 300 }) * DAY,
    })
  }
}

async function seedBulkTrades(
  s: Seeder,
  f: Faker,
  total: number,
  users: UserRow[],
  shopItems: SeededShopItem[],
): Promise<void> {
  const { db, now } = s
  const rich = must(
    users.find((user) => user.id === personas.rich.userId),
    'the rich persona before trades',
  )
  const ordinary = users.filter((user) => user.persona === null)
  for (let id = db.trades.count() + 1; id <= total; id++) {
    const user = f.datatype.boolean(RICH_SHARE) ? rich : f.helpers.arrayElement(ordinary)
    const kind = f.helpers.arrayElement<TradeKind>(['shop', 'case-send', 'case-sell'])
    const item = f.helpers.arrayElement(shopItems)
    await db.trades.create({
      id,
      userId: user.id,
      kind,
      ...marketItemOf(item),
      tradelink: kind === 'case-sell' ? null : user.tradelink,
      // Older than any status change, so the real-time tick has nothing of them to announce.
      createdAtMs: now - f.number.int({ min: 1, max: 365 }) * DAY,
    })
  }
}
