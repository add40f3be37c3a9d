/**
 * The resource kit's one input: a config per kind of record. Adding a kind to the panel is one
 * config file in `src/features/admin/resources/` and one line in its `index.ts`:
 *
 *   export const cardTypesApi = createResourceApi('/admin/card-types', '/admin/card-types/{id}')
 *
 *   export const cardTypesResource = defineResource({
 *     section: 'card-types',
 *     api: cardTypesApi,
 *     titles: { singular: msg`Card type`, create: msg`New card type` },
 *     displayName: (type, locale) => localized(type.name, locale) || type.slug,
 *     list: {
 *       defaultSort: 'name',                       // the contract's default order
 *       columns: (col) => [
 *         col.localized('name', msg`Name`, { sort: 'name' }),
 *         col.text('slug', msg`Slug`),
 *         col.number('cardsCount', msg`Cards`, { sort: 'cardsCount' }),
 *       ],
 *       filters: [],                               // e.g. { kind: 'boolean', key: 'top', label: msg`Top` }
 *     },
 *     form: {
 *       defaults: (type) => ({ slug: type?.slug ?? '', name: type?.name ?? { ru: '', en: '' } }),
 *       toInput: (values) => ({ slug: values.slug.trim(), name: values.name }),
 *       Fields: CardTypeFields,                    // the fields, on the form kit (see resource-form.tsx)
 *     },
 *   })
 *
 * Every type comes from the contract through `api`: the columns' keys, the sort fields, the
 * filters' keys and kinds, and what `toInput` must return.
 */
import type { ReactNode } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import type { Locale } from '~/shared/i18n/locale'
import type { ResourceApi, ResourceTypes } from '../api/resource-api'
import type { AdminSection } from '../lib/sections'
import { columnBuilder, type ColumnBuilder, type ResourceColumn } from './columns'
import type { AnyFilter, ResourceFilter } from './filters'
import type { CreatePreset, ResourceAsideProps, ResourceFieldsProps } from './form-types'

/** The contract's sort values of a kind, e.g. `'position' | '-position' | 'name' | …`. @public */
export type SortOf<T extends ResourceTypes> = NonNullable<T['query']['sort']> & string
/** The fields it can be sorted by (the values without the leading `-`). @public */
export type SortFieldOf<T extends ResourceTypes> = Exclude<SortOf<T>, `-${string}`>

/** Whether creating and updating take the same fields (most kinds; users, roles and notifications do not). */
type SameInput<T extends ResourceTypes> = [T['create']] extends [T['update']]
  ? [T['update']] extends [T['create']]
    ? true
    : false
  : false

/** @public */
export interface ResourceTitles {
  /** One record, as a label: "Category". */
  singular: MessageDescriptor
  /** The create page's heading and the list's create link: "New category". */
  create: MessageDescriptor
}

// Members are methods, not function properties: a config of one kind is then also an
// `AnyResource` (method parameters are compared both ways), which is what the kit's screens take.
/** @public */
export interface ResourceFormConfig<T extends ResourceTypes, Values> {
  /**
   * The form's values: from the record on the edit page; on the create page from nothing, or from
   * what its address presets (`?ownerId=3`, from a "new … for this record" link).
   */
  defaults(this: void, record: T['record'] | undefined, preset?: CreatePreset): Values
  /** What is sent to create a record (and to update it, unless `toUpdate` says otherwise). */
  toInput(this: void, values: Values): T['create']
  /** What is sent to update a record; required for kinds whose update takes other fields than create. */
  toUpdate?(this: void, values: Values): T['update']
  /** The fields, on the form kit (`admin-form.ts`); laid out in one column, two from 900 px. */
  Fields(this: void, props: ResourceFieldsProps<Values, T['record']>): ReactNode
  /**
   * On the edit page only, under the form: what belongs to the record but is edited elsewhere or
   * by its own requests (a case's tasks, a user's balance and ledger), given the record.
   */
  Aside?(this: void, props: ResourceAsideProps<T['record']>): ReactNode
  /**
   * Why a record cannot be changed at all (a reward given out), or null: the edit page then shows
   * the reason and no Save; `Fields` gets `readOnly` to show its fields read-only.
   */
  readOnly?(this: void, record: T['record']): MessageDescriptor | null
}

interface ResourceConfigInput<T extends ResourceTypes, Values> {
  section: AdminSection
  api: ResourceApi<T>
  titles: ResourceTitles
  /** How a record is named in headings, toasts and the delete confirmation. */
  displayName: (record: T['item'] | T['record'], locale: Locale) => string
  /**
   * Why a record cannot be deleted, when that is known before asking (a built-in role), or null:
   * its Delete buttons are disabled and say why. The server refuses anyway.
   */
  deleteBlocked?: (record: T['item'] | T['record']) => MessageDescriptor | null
  list: {
    columns: (col: ColumnBuilder<T['item'], SortFieldOf<T>>) => ReadonlyArray<ResourceColumn<T['item'], SortFieldOf<T>>>
    defaultSort: SortOf<T>
    filters?: ReadonlyArray<ResourceFilter<T>>
  }
  form: ResourceFormConfig<T, Values> &
    (SameInput<T> extends true ? unknown : { toUpdate: (values: Values) => T['update'] })
}

/** A resource config, as the kit uses it. */
export interface ResourceConfig<T extends ResourceTypes = ResourceTypes, Values = unknown> {
  section: AdminSection
  api: ResourceApi<T>
  titles: ResourceTitles
  displayName(this: void, record: T['item'] | T['record'], locale: Locale): string
  deleteBlocked?(this: void, record: T['item'] | T['record']): MessageDescriptor | null
  list: {
    columns: ReadonlyArray<ResourceColumn<T['item']>>
    defaultSort: string
    /** The fields the list can be sorted by. */
    sortFields: readonly string[]
    filters: readonly AnyFilter[]
  }
  form: ResourceFormConfig<T, Values>
}

/**
 * Any resource, whatever its record and form types (the registry holds these, the kit's screens
 * take them). Records are seen as `{ id }`; the form values stay `any`, as a form of the kit is
 * typed by its values both ways.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type AnyResource = ResourceConfig<ResourceTypes, any>

export function defineResource<T extends ResourceTypes, Values>(
  config: ResourceConfigInput<T, Values>,
): ResourceConfig<T, Values> {
  const columns = config.list.columns(columnBuilder<T['item'], SortFieldOf<T>>())
  return {
    ...config,
    list: {
      columns,
      defaultSort: config.list.defaultSort,
      sortFields: columns.flatMap((column) => (column.sort ? [column.sort] : [])),
      filters: config.list.filters ?? [],
    },
  }
}
