/**
 * The kinds other kinds point at, with the lists they are chosen from: a task's case or
 * giveaway, a promocode's case, a reward's giveaway, a notification's user, a user's roles.
 * Their APIs live here rather than in their configs, so a config that points at a kind does
 * not load that kind's whole config (and two that point at each other do not import each other).
 */
import { createResourceApi } from '../api/resource-api'
import { relationSource } from '../resource-kit/filters'
import { localized } from '../resource-kit/localized'

export const casesApi = createResourceApi('/admin/cases', '/admin/cases/{id}')
export const giveawaysApi = createResourceApi('/admin/giveaways', '/admin/giveaways/{id}')
export const usersApi = createResourceApi('/admin/users', '/admin/users/{id}')
export const rolesApi = createResourceApi('/admin/roles', '/admin/roles/{id}')

export const caseSource = relationSource({
  section: 'cases',
  api: casesApi,
  label: (item, locale) => localized(item.title, locale) || item.slug,
})

/** Only promocode cases take promocodes. */
export const promocodeCaseSource = relationSource({
  section: 'cases',
  api: casesApi,
  label: (item, locale) => localized(item.title, locale) || item.slug,
  query: { filter: { type: 'promocode' } },
})

export const giveawaySource = relationSource({
  section: 'giveaways',
  api: giveawaysApi,
  label: (item, locale) => localized(item.title, locale) || item.slug,
})

/** Found by name or platform id (there are too many users to list). */
export const userSource = relationSource({ section: 'users', api: usersApi, label: (user) => user.steamName })

/** Users carry roles by name. */
export const roleSource = relationSource({
  section: 'roles',
  api: rolesApi,
  label: (role, locale) => localized(role.title, locale) || role.name,
  key: (role) => role.name,
})
