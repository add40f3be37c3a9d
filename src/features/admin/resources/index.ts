/**
 * The registry: which sections the panel has, each loaded on first use (a chunk per kind).
 * A section the contract lists but the registry does not is left out of the navigation and
 * answers 404. To add a kind, write its config file here and add one line:
 *
 *   subcategories: () => import('./subcategories').then((m) => m.subcategoriesResource),
  cards: () => import('./cards').then((m) => m.cardsResource),
 */
import type { AnyResource } from '../resource-kit/define-resource'
import { ADMIN_SECTIONS, type AdminSection } from '../lib/sections'

const registry: Partial<Record<AdminSection, () => Promise<AnyResource>>> = {
  articles: () => import('./articles').then((m) => m.articlesResource),
  categories: () => import('./categories').then((m) => m.categoriesResource),
  'card-types': () => import('./card-types').then((m) => m.cardTypesResource),
  badges: () => import('./badges').then((m) => m.badgesResource),
  subcategories: () => import('./subcategories').then((m) => m.subcategoriesResource),
  cards: () => import('./cards').then((m) => m.cardsResource),
  banners: () => import('./banners').then((m) => m.bannersResource),
  contacts: () => import('./contacts').then((m) => m.contactsResource),
  cases: () => import('./cases').then((m) => m.casesResource),
  tasks: () => import('./tasks').then((m) => m.tasksResource),
  promocodes: () => import('./promocodes').then((m) => m.promocodesResource),
  giveaways: () => import('./giveaways').then((m) => m.giveawaysResource),
  rewards: () => import('./rewards').then((m) => m.rewardsResource),
  notifications: () => import('./notifications').then((m) => m.notificationsResource),
  users: () => import('./users').then((m) => m.usersResource),
  roles: () => import('./roles').then((m) => m.rolesResource),
}

function hasResource(section: AdminSection): boolean {
  return registry[section] !== undefined
}

const loading = new Map<AdminSection, Promise<AnyResource>>()

/** The config of a section (loaded once), or null when the panel has none yet. */
export function loadResource(section: AdminSection): Promise<AnyResource> | null {
  const load = registry[section]
  if (!load) return null
  let promise = loading.get(section)
  if (!promise) {
    promise = load()
    // A failed chunk load may be retried by the next navigation.
    promise.catch(() => loading.delete(section))
    loading.set(section, promise)
  }
  return promise
}

/** The sections the panel shows a user: those they may open and the panel has, in the contract's order. */
export function openSections(allowed: readonly AdminSection[]): AdminSection[] {
  return ADMIN_SECTIONS.filter((section) => allowed.includes(section) && hasResource(section))
}
