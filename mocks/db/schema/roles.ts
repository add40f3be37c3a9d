import { z } from 'zod'
import { id, localized } from './fragments.ts'

/**
 * The roles the site itself knows by name: `admin` may manage everything, `articlesEditor`
 * articles (mocks/domain/admin/access.ts). They are seeded as system roles, which keep their
 * name and cannot be deleted; admins may add roles of their own. Personas name their roles
 * with these, and this module imports nothing of theirs, since the users' schema imports the
 * personas.
 */
export const systemRoleNames = ['admin', 'articlesEditor'] as const
export type SystemRoleName = (typeof systemRoleNames)[number]

export const roleSchema = z.object({
  id,
  /** What users carry in `roles`; fixed once created. */
  name: z.string(),
  title: localized,
  /** Built in: the name cannot change and the role cannot be deleted. */
  system: z.boolean(),
})
export type RoleRow = z.infer<typeof roleSchema>
