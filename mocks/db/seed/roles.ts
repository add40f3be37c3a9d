import type { Localized } from '../schema/fragments.ts'
import { systemRoleNames, type SystemRoleName } from '../schema/roles.ts'
import type { Seeder } from './helpers.ts'

const systemTitles: Record<SystemRoleName, Localized> = {
  admin: { ru: 'Администратор', en: 'Administrator' },
  articlesEditor: { ru: 'Редактор статей', en: 'Articles editor' },
}

/** The built-in roles, and one of the admins' own that nobody holds yet. Draws nothing at random. */
export async function seedRoles(s: Seeder): Promise<void> {
  const { db } = s
  for (const name of systemRoleNames)
    await db.roles.create({ id: db.roles.count() + 1, name, title: systemTitles[name], system: true })
  await db.roles.create({
    id: db.roles.count() + 1,
    name: 'moderator',
    title: { ru: 'Модератор', en: 'Moderator' },
    system: false,
  })
}
