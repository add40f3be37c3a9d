import type { MessageDescriptor } from '@lingui/core'
import type { Locale } from '~/shared/i18n/locale'
import type { AdminListQuery, ResourceApi, ResourceTypes } from '../api/resource-api'
import type { AdminSection } from '../sections'

/**
 * Where the options of a relation come from: another kind's list (the first 100, in its default
 * order), named by `label`. Used by relation filters and by `RelationSelect` in forms:
 *
 *   const category = relationSource({ section: 'categories', api: categoriesApi, label: (c, locale) => c.name[locale] })
 */
export interface RelationSource<Item extends { id: number } = { id: number }> {
  section: AdminSection
  api: ResourceApi<ResourceTypes & { item: Item }>
  label: (item: Item, locale: Locale) => string
  /** Extra list parameters, e.g. `{ filter: { category: 3 } }`. */
  query?: AdminListQuery
}

export function relationSource<T extends ResourceTypes>(source: {
  section: AdminSection
  api: ResourceApi<T>
  label: (item: T['item'], locale: Locale) => string
  query?: T['query']
}): RelationSource {
  return source
}

/** A value a filter puts in the address (`?category=3&top=true&position=sidebar`). */
export type FilterValue = string | number | boolean

interface FilterBase<K extends string> {
  /** The contract's `filter[key]`, and the flat search parameter of the list's address. */
  key: K
  label: MessageDescriptor
}

/** One of a fixed list of values. @public */
export interface SelectFilter<K extends string, V extends string | number> extends FilterBase<K> {
  kind: 'select'
  options: ReadonlyArray<{ value: V; label: MessageDescriptor }>
}

/** A record of another kind, chosen from its list. */
export interface RelationFilter<K extends string> extends FilterBase<K> {
  kind: 'relation'
  source: RelationSource
  /**
   * Options narrowed by another filter of the list: `{ filter: 'category', as: 'category' }` on
   * a subcategory filter offers only the subcategories of the chosen category (the source's
   * `filter[category]`), and choosing another category clears it.
   */
  narrowedBy?: { filter: string; as: string }
}

/** The source of a relation filter, narrowed by the other filters' values when it says so. */
export function narrowedSource(filter: RelationFilter<string>, values: Readonly<Record<string, FilterValue>>): RelationSource {
  const by = filter.narrowedBy && values[filter.narrowedBy.filter]
  if (!filter.narrowedBy || by === undefined) return filter.source
  const query = filter.source.query ?? {}
  return { ...filter.source, query: { ...query, filter: { ...query.filter, [filter.narrowedBy.as]: by } } }
}

/** Yes, no, or either (a tri-state select). @public */
export interface BooleanFilter<K extends string> extends FilterBase<K> {
  kind: 'boolean'
}

/** Only the records where it is true, when ticked. @public */
export interface CheckboxFilter<K extends string> extends FilterBase<K> {
  kind: 'checkbox'
}

type FilterFor<K extends string, V> = [V] extends [boolean]
  ? BooleanFilter<K> | CheckboxFilter<K>
  : [V] extends [number]
    ? RelationFilter<K> | SelectFilter<K, number>
    : [V] extends [string]
      ? SelectFilter<K, V>
      : never

/** The filter object of a kind's list query, e.g. `{ category?: number; top?: boolean }`. @public */
export type FilterObjectOf<T extends ResourceTypes> = T['query'] extends { filter?: infer F } ? NonNullable<F> : never

/** A filter of the kind's list, typed by the contract: a boolean filter cannot be a select, and so on. */
export type ResourceFilter<T extends ResourceTypes> = {
  [K in keyof FilterObjectOf<T> & string]-?: FilterFor<K, NonNullable<FilterObjectOf<T>[K]>>
}[keyof FilterObjectOf<T> & string]

/** Any filter, as the kit's components see it. */
export type AnyFilter =
  | SelectFilter<string, string | number>
  | RelationFilter<string>
  | BooleanFilter<string>
  | CheckboxFilter<string>

/** A filter's value read from the address, or undefined when it is missing or not valid for it. */
export function parseFilterValue(filter: AnyFilter, raw: unknown): FilterValue | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined
  switch (filter.kind) {
    case 'boolean':
      if (raw === true || raw === 'true') return true
      if (raw === false || raw === 'false') return false
      return undefined
    case 'checkbox':
      return raw === true || raw === 'true' ? true : undefined
    case 'relation': {
      const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : NaN
      return Number.isSafeInteger(id) && id >= 1 ? id : undefined
    }
    case 'select':
      if (typeof raw !== 'string' && typeof raw !== 'number') return undefined
      return filter.options.find((option) => String(option.value) === String(raw))?.value
  }
}
