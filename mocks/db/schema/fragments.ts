import { z } from 'zod'

export const localized = z.object({ ru: z.string(), en: z.string() })
export type Localized = z.infer<typeof localized>
/** Optional texts (SEO fields) may be missing in one language or both. */
export const localizedNullable = z.object({ ru: z.string().nullable(), en: z.string().nullable() })
export type LocalizedNullable = z.infer<typeof localizedNullable>

export const id = z.number().int().positive()
export const cents = z.number().int()
export const ms = z.number()

/** A skin as the site shows it, wherever one appears: in a case, a drop, the shop, a trade. */
export const skinFields = {
  marketHashName: z.string(),
  priceCents: cents.positive(),
  rarityColor: z.string(),
  image: z.string(),
}

/** A skin as the platform's market knows it (the shop's items and the trades that deliver items). */
export const marketItemFields = {
  classId: z.string(),
  instanceId: z.string(),
  ...skinFields,
  quality: z.string(),
  rarity: z.string(),
}
export type MarketItem = z.infer<z.ZodObject<typeof marketItemFields>>

/** The market item of a row that holds one (a shop item), as a trade records it. */
export function marketItemOf(row: MarketItem): MarketItem {
  const { classId, instanceId, marketHashName, priceCents, quality, rarity, rarityColor, image } = row
  return { classId, instanceId, marketHashName, priceCents, quality, rarity, rarityColor, image }
}
