import type { Seeder } from './helpers.ts'
import { badgeDefinitions } from './texts.ts'

export async function seedBadges(s: Seeder): Promise<void> {
  for (const [index, badge] of badgeDefinitions.entries()) {
    await s.db.badges.create({ id: index + 1, text: badge.text, color: badge.color })
  }
}
