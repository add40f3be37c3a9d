import { z } from 'zod'
import { id, localized } from './fragments.ts'

export const taskKinds = ['visit_link', 'join_group', 'link_social', 'steam_level', 'tradelink'] as const
export type TaskKind = (typeof taskKinds)[number]
export const taskOwners = ['case', 'giveaway'] as const
export type TaskOwner = (typeof taskOwners)[number]
export const socials = ['vk', 'tg'] as const
export type Social = (typeof socials)[number]

export const taskSchema = z.object({
  id,
  owner: z.enum(taskOwners),
  ownerId: id,
  kind: z.enum(taskKinds),
  text: localized,
  buttonText: localized,
  /** Where the task sends the user; null for tasks checked on the site (level, tradelink). */
  url: z.string().nullable(),
  /** The account a `join_group` or `link_social` task needs. */
  social: z.enum(socials).nullable(),
  requiredLevel: z.number().int().nullable(),
  position: z.number().int(),
})
export type TaskRow = z.infer<typeof taskSchema>
