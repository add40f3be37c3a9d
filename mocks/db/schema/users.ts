import { z } from 'zod'
import { personaNames } from '../../personas.ts'
import { cents, id, ms } from './fragments.ts'

export const userSchema = z.object({
  id,
  persona: z.enum(personaNames).nullable(),
  steamId: z.string(),
  steamName: z.string(),
  steamAvatar: z.string(),
  /** The level the site last read from the platform. */
  steamLevel: z.number().int().min(0),
  /** The level the platform would report now; `check-steam-level` copies it over. */
  platformLevel: z.number().int().min(0),
  ownsCs2: z.boolean(),
  balanceCents: cents.min(0),
  /** Names of roles of the roles collection. */
  roles: z.array(z.string()),
  tradelink: z.string().nullable(),
  cookieConfirmed: z.boolean(),
  mk1: z.boolean(),
  mk2: z.boolean(),
  refCode: z.string(),
  refActivated: z.boolean(),
  referrerId: id.nullable(),
  steamVerified: z.boolean(),
  vkId: z.string().nullable(),
  vkName: z.string().nullable(),
  tgId: z.string().nullable(),
  tgName: z.string().nullable(),
  tgBotVerifiedAtMs: ms.nullable(),
  createdAtMs: ms,
})
export type UserRow = z.infer<typeof userSchema>
