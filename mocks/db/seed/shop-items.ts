import type { Faker } from '@faker-js/faker'
import { gameIds } from '../schema/shop-items.ts'
import { must, priceCents, type Seeder } from './helpers.ts'
import { storeFakeImage } from '../../domain/fake-images.ts'
import { itemArt } from './art/item-art.ts'
import { raritiesByGame, type Rarity } from '../schema/rarities.ts'
import { gameQualities, qualities, skinNames } from './texts.ts'

interface ShopPick {
  marketHashName: string
  rarity: Rarity
  quality: string
  gameKey: 'cs2' | 'rust' | 'dota2'
}

function rarityFor(f: Faker, gameKey: 'cs2' | 'rust' | 'dota2', name: string): Rarity {
  const tiers = raritiesByGame[gameKey]
  // Knives and gloves are always the top covert tier of CS2.
  if (gameKey === 'cs2' && name.startsWith('★')) return must(tiers[5], 'the covert tier')
  // Common tiers are offered more often, as on a real market.
  const weights = tiers.map((_, index) => ({ weight: tiers.length - index, value: index }))
  return must(tiers[f.helpers.weightedArrayElement(weights)], 'a rarity tier')
}

function pickSkin(f: Faker, gameKey: 'cs2' | 'rust' | 'dota2'): ShopPick {
  const name = f.helpers.arrayElement(skinNames[gameKey])
  const rarity = rarityFor(f, gameKey, name)
  if (gameKey === 'cs2') {
    const quality = f.helpers.arrayElement(qualities)
    return { marketHashName: `${name} (${quality})`, rarity, quality, gameKey }
  }
  const quality = f.helpers.arrayElement(gameQualities[gameKey])
  const prefix = gameKey === 'dota2' && quality !== 'Standard' ? `${quality} ` : ''
  return { marketHashName: `${prefix}${name}`, rarity, quality, gameKey }
}

export interface SeededShopItem {
  classId: string
  instanceId: string
  marketHashName: string
  priceCents: number
  quality: string
  rarity: string
  rarityColor: string
  image: string
}

export async function seedShopItems(s: Seeder): Promise<SeededShopItem[]> {
  const { db, f } = s
  const plan: Array<'cs2' | 'rust' | 'dota2'> = [
    ...Array<'cs2'>(50).fill('cs2'),
    ...Array<'rust'>(15).fill('rust'),
    ...Array<'dota2'>(15).fill('dota2'),
  ]
  const rows: SeededShopItem[] = []
  for (const [index, gameKey] of f.helpers.shuffle(plan).entries()) {
    const skin = pickSkin(f, gameKey)
    const row = {
      id: index + 1,
      classId: f.string.numeric({ length: 10, allowLeadingZeros: false }),
      instanceId: f.datatype.boolean(0.4) ? '0' : f.string.numeric({ length: 9, allowLeadingZeros: false }),
      gameId: gameIds[gameKey],
      marketHashName: skin.marketHashName,
      priceCents: priceCents(f, skin.rarity.price),
      quality: skin.quality,
      rarity: skin.rarity.name,
      rarityColor: skin.rarity.color,
      image: await storeFakeImage(db, 'item', itemArt(skin.marketHashName, skin.rarity.color, skin.gameKey)),
      onSale: true,
    }
    await db.shopItems.create(row)
    rows.push(row)
  }
  return rows
}
