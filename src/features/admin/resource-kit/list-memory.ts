import type { AdminSection } from '../lib/sections'
import type { ListSearch } from './list-search'

const lastSearch = new Map<AdminSection, ListSearch>()

/** The list page notes its address, so a form's "back to the list" returns to the same page, order and filters. */
export function rememberListSearch(section: AdminSection, search: ListSearch): void {
  lastSearch.set(section, search)
}

/** The address the section's list was last seen with (in this tab, since the panel opened). */
export function rememberedListSearch(section: AdminSection): ListSearch {
  return lastSearch.get(section) ?? {}
}
