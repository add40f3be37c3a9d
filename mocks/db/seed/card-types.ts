import type { Seeder } from './helpers.ts'
import { cardTypeDefinitions } from './texts.ts'

/** The card types, from a fixed table (no random draws, so the rest of the seed is unchanged). */
export async function seedCardTypes(s: Seeder): Promise<void> {
  for (const [index, type] of cardTypeDefinitions.entries()) {
    await s.db.cardTypes.create({ id: index + 1, slug: type.slug, name: type.name })
  }
}

/** A seeded card's type, from its id alone: the types in turn, and every sixth card without one. */
export function seededCardTypeId(cardId: number): number | null {
  return cardId % 6 === 0 ? null : ((cardId - 1) % cardTypeDefinitions.length) + 1
}
