import { z } from 'zod'
import { cents, id } from './fragments.ts'

export const settingsSchema = z.object({
  id,
  /** Null: derive the country from the request's language. */
  countryCode: z.string().nullable(),
  refRewardCents: cents.min(0),
  sessionSeq: z.number().int().min(0),
})
export type SettingsRow = z.infer<typeof settingsSchema>
