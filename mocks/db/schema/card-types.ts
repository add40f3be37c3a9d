import { z } from 'zod'
import { id, localized } from './fragments.ts'

/** What kind of site a card is (case site, roulette, trade bot…); cards point at one or none. */
export const cardTypeSchema = z.object({ id, slug: z.string(), name: localized })
export type CardTypeRow = z.infer<typeof cardTypeSchema>
