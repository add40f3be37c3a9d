import type { MessageDescriptor } from '@lingui/core'
import type { Locale } from '~/shared/i18n/locale'
import type { AdminListQuery, ResourceApi, ResourceTypes } from '../api/resource-api'
import type { AdminSection } from '../lib/sections'

/**
 * Where the options of a relation come from: another kind's list (the first 100, in its default
 * order, or those a search finds), named by `label`. Used by relation filters and by the relation
 * fields of forms:
 *
 *   const category = relationSource({ section: 'categories', api: categoriesApi, label: (c, locale) => c.name[locale] })
 *   const role = relationSource({ section: 'roles', api: rolesApi, label: …, key: (r) => r.name })  // chosen by name
 */
export interface RelationSource<Item extends { id: number } = { id: number }> {
  section: AdminSection
  api: ResourceApi<ResourceTypes & { item: Item }>
  label: (item: Item, locale: Locale) => string
  /** Extra list parameters, e.g. `{ filter: { category: 3 } }`. */
  query?: AdminListQuery
  /** What a choice stands for when it is not the record's id (a user's roles are role names). */
  key?: (item: Item) => string
}

export function relationSource<T extends ResourceTypes>(source: {
  section: AdminSection
  api: ResourceApi<T>
  label: (item: T['item'], locale: Locale) => string
  query?: T['query']
  key?: (item: T['item']) => string
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

/** A record of another kind, chosen from its list (by id, or by the source's `key`). */
export interface RelationFilter<K extends string> extends FilterBase<K> {
  kind: 'relation'
  source: RelationSource
  /** A search box with suggestions instead of a drop-down: for kinds with too many records to list (users). */
  searchable?: boolean
  /**
   * Options narrowed by another filter of the list: `{ filter: 'category', as: 'category' }` on
   * a subcategory filter offers only the subcategories of the chosen category (the source's
   * `filter[category]`), and choosing another category clears it.
   */
  narrowedBy?: { filter: string; as: string }
}

/** The source of a relation filter, narrowed by the other filters' values when it says so. */
export function narrowedSource(
  filter: RelationFilter<string>,
  values: Readonly<Record<string, FilterValue>>,
): RelationSource {
  const by = filter.narrowedBy && values[filter.narrowedBy.filter]
  if (!filter.narrowedBy || by === undefined) return filter.source
  const query = filter.source.query ?? {}
  return { ...filter.source, query: { ...query, filter: { ...query.filter, [filter.narrowedBy.as]: by } } }
}

/**
 * A record whose kind another filter chooses (a task's `owner_id`: a case or a giveaway, by
 * `owner`). Offered, and sent, only while that filter has a value; changing it clears this one.
 */
interface DependentRelationFilter<K extends string, Keys extends string = string> extends FilterBase<K> {
  kind: 'dependent-relation'
  dependsOn: Keys
  /** The source for each value of `dependsOn`. */
  sources: Readonly<Record<string, RelationSource>>
}

/** The filter whose value this one follows (a narrowed or dependent relation), cleared when that one changes. */
export function followedFilter(filter: AnyFilter): string | undefined {
  if (filter.kind === 'dependent-relation') return filter.dependsOn
  if (filter.kind === 'relation') return filter.narrowedBy?.filter
  return undefined
}

/** Yes, no, or either (a tri-state select). @public */
export interface BooleanFilter<K extends string> extends FilterBase<K> {
  kind: 'boolean'
}

/** Only the records where it is true, when ticked. @public */
export interface CheckboxFilter<K extends string> extends FilterBase<K> {
  kind: 'checkbox'
}

type FilterFor<K extends string, V, Keys extends string> = [V] extends [boolean]
  ? BooleanFilter<K> | CheckboxFilter<K>
  : [V] extends [number]
    ? RelationFilter<K> | DependentRelationFilter<K, Exclude<Keys, K>> | SelectFilter<K, number>
    : [V] extends [string]
      ? SelectFilter<K, V> | RelationFilter<K>
      : never

/** The filter object of a kind's list query, e.g. `{ category?: number; top?: boolean }`. @public */
export type FilterObjectOf<T extends ResourceTypes> = T['query'] extends { filter?: infer F } ? NonNullable<F> : never

/** A filter of the kind's list, typed by the contract: a boolean filter cannot be a select, and so on. */
export type ResourceFilter<T extends ResourceTypes> = {
  [K in keyof FilterObjectOf<T> & string]-?: FilterFor<
    K,
    NonNullable<FilterObjectOf<T>[K]>,
    keyof FilterObjectOf<T> & string
  >
}[keyof FilterObjectOf<T> & string]

/** Any filter, as the kit's components see it. */
export type AnyFilter =
  | SelectFilter<string, string | number>
  | RelationFilter<string>
  | DependentRelationFilter<string>
  | BooleanFilter<string>
  | CheckboxFilter<string>

function parseId(raw: unknown): number | undefined {
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : NaN
  return Number.isSafeInteger(id) && id >= 1 ? id : undefined
}

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
    case 'relation':
      if (filter.source.key) return typeof raw === 'string' || typeof raw === 'number' ? String(raw) : undefined
      return parseId(raw)
    case 'dependent-relation':
      return parseId(raw)
    case 'select':
      if (typeof raw !== 'string' && typeof raw !== 'number') return undefined
      return filter.options.find((option) => String(option.value) === String(raw))?.value
  }
}
