import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Schemas } from '~/api/types'

/** A part of the panel, named as its path under `/admin` (the contract's `AdminSection`). */
export type AdminSection = Schemas['AdminSection']

/**
 * The name of every section, for the navigation, the home grid and page titles. All sixteen are
 * here (the contract fixes them), so adding an entity needs no title: only its resource config.
 */
export const sectionTitles: Readonly<Record<AdminSection, MessageDescriptor>> = {
  articles: msg`Articles`,
  categories: msg`Categories`,
  subcategories: msg`Subcategories`,
  cards: msg`Cards`,
  'card-types': msg`Card types`,
  badges: msg`Badges`,
  banners: msg`Banners`,
  cases: msg`Cases`,
  tasks: msg`Tasks`,
  promocodes: msg`Promocodes`,
  giveaways: msg`Giveaways`,
  rewards: msg`Rewards`,
  notifications: msg`Notifications`,
  contacts: msg`Contacts`,
  users: msg`Users`,
  roles: msg`Roles`,
}

/** The sections in the contract's order (the order of the navigation). */
export const ADMIN_SECTIONS = Object.keys(sectionTitles) as readonly AdminSection[]

export function isAdminSection(value: unknown): value is AdminSection {
  return typeof value === 'string' && Object.hasOwn(sectionTitles, value)
}
