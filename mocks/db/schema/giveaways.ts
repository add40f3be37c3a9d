import { z } from 'zod'
import { id, localized, localizedNullable, ms } from './fragments.ts'

export const giveawayTypes = ['games', 'promocodes'] as const
export type GiveawayType = (typeof giveawayTypes)[number]

export const giveawaySchema = z.object({
  id,
  slug: z.string(),
  type: z.enum(giveawayTypes),
  title: localized,
  /** Per language: the picture carries the title's words. */
  preview: localized,
  description: localized,
  seoTitle: localizedNullable,
  seoDescription: localizedNullable,
  requiredSteamLevel: z.number().int().min(0),
  /** Visitors see the giveaway from this instant on. */
  startsAtMs: ms,
  endsAtMs: ms,
})
export type GiveawayRow = z.infer<typeof giveawaySchema>
