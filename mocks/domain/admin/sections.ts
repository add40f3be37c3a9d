import type { components } from '../../../src/api/schema.d.ts'

export type AdminSection = components['schemas']['AdminSection']

/** The parts of the admin panel, as the contract names them (`/admin/<section>`). */
export const adminSections = [
  'articles',
  'categories',
  'subcategories',
  'cards',
  'card-types',
  'badges',
  'banners',
  'cases',
  'tasks',
  'promocodes',
  'giveaways',
  'rewards',
  'notifications',
  'contacts',
  'users',
  'roles',
] as const satisfies readonly AdminSection[]
