import type { Faker } from '@faker-js/faker'
import type { GiveawayRow } from '../schema/giveaways.ts'
import type { UserRow } from '../schema/users.ts'
import { DAY, HOUR, type Seeder } from './helpers.ts'
import { storeLocalizedImages } from '../../domain/fake-images.ts'
import { bannerArt } from './art/banner-art.ts'
import { createTasks, taskSpecs } from './tasks.ts'
import { giveawayDefinitions, promocodeWords } from './texts.ts'

function rewardValue(f: Faker, type: GiveawayRow['type']): string {
  if (type === 'games') {
    const block = (): string => f.string.alphanumeric({ length: 5, casing: 'upper' })
    return `${block()}-${block()}-${block()}`
  }
  return `${f.helpers.arrayElement(promocodeWords)}-${f.string.alphanumeric({ length: 6, casing: 'upper' })}`
}

/** A giveaway's cover: its title on its colour, with a gift for a game key or a coupon for promocodes. */
function giveawayCover(title: string, definition: { type: GiveawayRow['type']; color: string }): string {
  const glyph = definition.type === 'games' ? 'gift' : 'ticket'
  return bannerArt({ title, color: definition.color, accent: '#1b1f2a', glyph })
}

export async function seedGiveaways(s: Seeder, users: UserRow[]): Promise<void> {
  const { db, f, now } = s
  const others = users.filter((user) => user.persona === null)
  let rewardId = 1
  for (const [index, definition] of giveawayDefinitions.entries()) {
    const id = index + 1
    const endsAtMs = definition.active
      ? now + f.number.int({ min: 3, max: 20 }) * DAY
      : now - f.number.int({ min: 5, max: 40 }) * DAY
    await db.giveaways.create({
      id,
      slug: definition.slug,
      type: definition.type,
      title: definition.title,
      preview: await storeLocalizedImages(db, 'banner', {
        ru: giveawayCover(definition.title.ru, definition),
        en: giveawayCover(definition.title.en, definition),
      }),
      description: definition.description,
      seoTitle: { ru: definition.title.ru, en: index % 3 === 1 ? null : definition.title.en },
      seoDescription: { ru: definition.description.ru, en: null },
      requiredSteamLevel: definition.requiredSteamLevel,
      startsAtMs: endsAtMs - 30 * DAY,
      endsAtMs,
    })
    await createTasks(s, 'giveaway', id, taskSpecs(f, 'giveaway', 'SkinRush'))
    const total = f.number.int({ min: 6, max: 12 })
    // An ended giveaway has given all its rewards away: none is left for a visitor to be offered.
    const taken = definition.active ? f.number.int({ min: 1, max: 4 }) : total
    const takers = f.helpers.arrayElements(others, Math.min(taken, others.length))
    for (let n = 0; n < total; n++) {
      const taker = takers[n]
      await db.giveawayRewards.create({
        id: rewardId++,
        giveawayId: id,
        value: rewardValue(f, definition.type),
        takenByUserId: taker?.id ?? null,
        takenAtMs: taker ? Math.min(now, endsAtMs) - f.number.int({ min: 1, max: 72 }) * HOUR : null,
      })
    }
  }
}
