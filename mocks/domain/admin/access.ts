import type { UserRow } from '../../db/schema/users.ts'
import { forbidden, unauthorized } from '../errors.ts'
import { adminMessages } from './messages.ts'
import { adminSections, type AdminSection } from './sections.ts'

/**
 * Who may manage what. `admin` manages everything; `articlesEditor` manages articles and
 * uploads the images they need; every other role grants nothing in the panel.
 */
export function sectionsOf(user: UserRow): AdminSection[] {
  if (user.roles.includes('admin')) return [...adminSections]
  if (user.roles.includes('articlesEditor')) return ['articles']
  return []
}

export function canUpload(user: UserRow): boolean {
  return sectionsOf(user).length > 0
}

/** The signed-in user, when allowed somewhere in the panel: guests get 401, anyone else 403. */
export function requirePanelUser(user: UserRow | null): UserRow {
  if (!user) throw unauthorized()
  if (sectionsOf(user).length === 0) throw forbidden(adminMessages.noPanelAccess)
  return user
}

/** The signed-in user, when allowed to manage `section`. */
export function requireSection(user: UserRow | null, section: AdminSection): UserRow {
  const signedIn = requirePanelUser(user)
  if (!sectionsOf(signedIn).includes(section)) throw forbidden(adminMessages.sectionForbidden(section))
  return signedIn
}

export function requireUploader(user: UserRow | null): UserRow {
  const signedIn = requirePanelUser(user)
  if (!canUpload(signedIn)) throw forbidden(adminMessages.uploadForbidden)
  return signedIn
}
