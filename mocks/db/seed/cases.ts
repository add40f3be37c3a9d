import type { CaseType } from '../schema/cases.ts'
import type { UserRow } from '../schema/users.ts'
import { personas } from '../../personas.ts'
import { DAY, HOUR, MINUTE, must, priceCents, type Seeder } from './helpers.ts'
import { storeFakeImage } from '../../domain/fake-images.ts'
import { drawItem, itemsOf } from '../../domain/cases.ts'
import { itemsAtDraw, nextFairDraw, rotateSeeds } from '../../domain/fair.ts'
import { caseArt } from './art/case-art.ts'
import { itemArt } from './art/item-art.ts'
import { createTasks, taskSpecs } from './tasks.ts'
import { raritiesByGame } from '../schema/rarities.ts'
import { caseDefinitions, qualities, skinNames } from './texts.ts'

const caseCooldowns: Record<CaseType, number> = { free: DAY, promocode: 12 * HOUR, timed: 0 }

/**
 * Cheaper items are the likely ones: a weight inversely proportional to the price, whole and
 * at least 1 (the draw's weights are whole numbers), derived without a random draw.
 */
function seededWeight(itemPriceCents: number): number {
  return Math.max(1, Math.round(100_000 / itemPriceCents))
}

export async function seedCases(s: Seeder, users: UserRow[]): Promise<void> {
  const { db, f, now } = s
  const others = users.filter((user) => user.persona === null)
  let itemId = 1
  let dropId = 1
  let promocodeId = 1
  const owners = new Set<UserRow>()
  for (const [index, definition] of caseDefinitions.entries()) {
    const caseId = index + 1
    await db.cases.create({
      id: caseId,
      slug: definition.slug,
      type: definition.type,
      title: definition.title,
      preview: await storeFakeImage(db, 'tile', caseArt(definition.title.en, definition.color, definition.type)),
      cooldownMs: caseCooldowns[definition.type],
      // The symbol case's first window opens as the clock starts.
      windowsFromMs: definition.type === 'timed' ? now : null,
      top: index % 2 === 0,
      position: index,
      seoTitle: {
        ru: `${definition.title.ru} — открыть бесплатно`,
        en: index === 2 ? null : `${definition.title.en}: open for free`,
      },
      seoDescription: { ru: null, en: null },
    })

    // Cheap items dominate every case; the timed case is the generous one.
    const bands = definition.type === 'timed' ? [2, 3, 3, 4, 4, 5] : [0, 1, 1, 2, 2, 3, 3, 4]
    const caseItemIds: number[] = []
    for (const tier of bands) {
      const name = f.helpers.arrayElement(skinNames.cs2.filter((skin) => !skin.startsWith('★')))
      const rarity = must(raritiesByGame.cs2[tier], `CS2 rarity tier ${tier}`)
      const quality = f.helpers.arrayElement(qualities)
      const itemPriceCents = Math.max(1, Math.round(priceCents(f, rarity.price) / 10))
      const marketHashName = `${name} (${quality})`
      await db.caseItems.create({
        id: itemId,
        caseId,
        marketHashName,
        priceCents: itemPriceCents,
        rarityColor: rarity.color,
        image: await storeFakeImage(db, 'item', itemArt(marketHashName, rarity.color)),
        rarity: rarity.name,
        weight: seededWeight(itemPriceCents),
      })
      caseItemIds.push(itemId)
      itemId++
    }

    if (definition.type === 'free') {
      const variant =
        definition.slug === 'daily-case' ? 'daily' : definition.slug === 'social-case' ? 'social' : 'veteran'
      await createTasks(s, 'case', caseId, taskSpecs(f, variant, 'SkinRush'))
    }

    if (definition.type === 'promocode') {
      const isPartner = definition.slug === 'partner-case'
      const codes: Array<{ code: string; used: number; validUntilMs: number | null; auto: boolean }> = isPartner
        ? [{ code: 'PARTNER5', used: 1, validUntilMs: null, auto: true }]
        : [
            { code: 'FREESKINS', used: 2, validUntilMs: now + 30 * DAY, auto: false },
            { code: 'LASTCHANCE', used: 4, validUntilMs: null, auto: false },
            { code: 'USEDUP', used: 5, validUntilMs: null, auto: false },
            { code: 'EXPIRED24', used: 0, validUntilMs: now - DAY, auto: false },
          ]
      for (const code of codes) {
        await db.casePromocodes.create({
          id: promocodeId++,
          caseId,
          code: code.code,
          maxActivations: 5,
          activatedUserIds: others.slice(0, code.used).map((user) => user.id),
          validUntilMs: code.validUntilMs,
          auto: code.auto,
        })
      }
    }

    // Some earlier drops for the public feed, drawn fairly; they were all sold or sent since.
    const caseRow = must(
      db.cases.findFirst((q) => q.where({ id: caseId })),
      'the case just created',
    )
    const items = itemsOf(db, caseRow)
    const drops = definition.type === 'timed' ? 2 : 3
    for (let n = 0; n < drops; n++) {
      // Each earlier opening under seeds of its own, with a client seed its owner picked.
      const clientSeed = f.number.int({ min: 0x10000000, max: 0xffffffff }).toString(16)
      const owner = f.helpers.arrayElement(others)
      await rotateSeeds(db, owner, clientSeed)
      const draw = await nextFairDraw(db, owner)
      const item = drawItem(items, draw.roll)
      await db.drops.create({
        id: dropId++,
        userId: owner.id,
        caseId,
        caseItemId: item.id,
        marketHashName: item.marketHashName,
        priceCents: item.priceCents,
        rarityColor: item.rarityColor,
        image: item.image,
        status: f.datatype.boolean() ? 'sold' : 'sent',
        atMs: now - f.number.int({ min: 2, max: 240 }) * MINUTE,
        seedPairId: draw.pair.id,
        nonce: draw.nonce,
        itemsAtDraw: itemsAtDraw(items),
      })
      owners.add(owner)
    }
  }

  // The owners have rotated their seeds since, so every seeded drop can be verified.
  for (const owner of owners) await rotateSeeds(db, owner, undefined)

  // `regular` has done the daily case's tasks, so a fresh session can open it straight away.
  const daily = db.cases.findFirst((q) => q.where({ slug: 'daily-case' }))
  if (daily) {
    for (const task of db.tasks.findMany((q) => q.where({ owner: 'case', ownerId: daily.id }))) {
      await db.taskProgress.create({
        id: db.taskProgress.count() + 1,
        userId: personas.regular.userId,
        taskId: task.id,
        visited: true,
        completed: true,
      })
    }
  }
}
