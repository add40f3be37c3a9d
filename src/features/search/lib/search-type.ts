/** What the search looks in (spec section 3); `cards` are the "sites". */
export const SEARCH_TYPES = ['cards', 'articles'] as const
export type SearchType = (typeof SEARCH_TYPES)[number]
export const DEFAULT_SEARCH_TYPE: SearchType = 'cards'

/** Spec section 5/9: the header search asks once typing has stopped for this long. */
export const SEARCH_DEBOUNCE_MS = 500
