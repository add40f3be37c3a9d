import type { ReactNode } from 'react'
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Schemas } from '~/api/types'
import type { Locale } from '~/shared/i18n/locale'
import { formatDate } from '~/shared/lib/format-date'
import { formatUtcDateTime } from './dates'
import { safeImageUrl } from '~/shared/lib/safe-url'
import { localized } from './localized'
import styles from './resource-table.module.css'

/** What a cell knows besides its row. @public */
export interface CellContext {
  locale: Locale
  i18n: I18n
}

/**
 * A column of a resource's list. `sort` names the contract's sort field this column orders by
 * (its header becomes a sort button). A row's edit link sits in the table's sticky last column.
 */
export interface ResourceColumn<Item, SortField extends string = string> {
  id: string
  header: MessageDescriptor
  cell(this: void, item: Item, context: CellContext): ReactNode
  sort?: SortField
  /** A first click on the header sorts descending (number columns do, unless told otherwise). */
  descFirst?: boolean
  /** Numbers sit at the end of their cell. */
  align?: 'start' | 'end'
}

type KeysWhere<Item, Value> = { [K in keyof Item]-?: Item[K] extends Value ? K : never }[keyof Item] & string

type Localized = Schemas['LocalizedText'] | Schemas['LocalizedNullableText']

interface ColumnOptions<SortField extends string> {
  sort?: SortField
  id?: string
  descFirst?: boolean
}

/** A long text on one line, cut with an ellipsis; the whole text is its `title` (for `col.custom` cells). @public */
export function CellText({ text }: { text: string }) {
  return (
    <span className={styles.truncate} title={text}>
      {text}
    </span>
  )
}

const yes = msg`Yes`
const no = msg`No`

/**
 * Column builders for a resource, typed by its list item and sort fields; `defineResource` hands
 * one to `list.columns`:
 *
 *   columns: (col) => [
 *     col.localized('name', msg`Name`, { sort: 'name' }),
 *     col.text('slug', msg`Slug`),
 *     col.number('cardsCount', msg`Cards`, { sort: 'cardsCount' }),
 *     col.custom({ id: 'color', header: msg`Colour`, cell: (badge) => <BadgeChip badge={badge} /> }),
 *   ]
 */
export function columnBuilder<Item, SortField extends string>() {
  return {
    /** A text field (strings; null shows as a dash). */
    text(
      key: KeysWhere<Item, string | null>,
      header: MessageDescriptor,
      options: ColumnOptions<SortField> = {},
    ): ResourceColumn<Item, SortField> {
      return {
        id: options.id ?? key,
        header,
        sort: options.sort,
        descFirst: options.descFirst,
        cell: (item) => {
          const value = item[key] as string | null
          return value ? <CellText text={value} /> : '—'
        },
      }
    },
    /** A `{ ru, en }` field in the interface's language, or the other one when that is empty. */
    localized(
      key: KeysWhere<Item, Localized>,
      header: MessageDescriptor,
      options: ColumnOptions<SortField> = {},
    ): ResourceColumn<Item, SortField> {
      return {
        id: options.id ?? key,
        header,
        sort: options.sort,
        descFirst: options.descFirst,
        cell: (item, { locale }) => {
          const value = localized(item[key] as Localized, locale)
          return value ? <CellText text={value} /> : '—'
        },
      }
    },
    /** A number in the interface's format; sorted largest first unless `descFirst: false` (positions). */
    number(
      key: KeysWhere<Item, number | null>,
      header: MessageDescriptor,
      options: ColumnOptions<SortField> = {},
    ): ResourceColumn<Item, SortField> {
      return {
        id: options.id ?? key,
        header,
        sort: options.sort,
        descFirst: options.descFirst ?? true,
        align: 'end',
        cell: (item, { locale }) => {
          const value = item[key] as number | null
          return value === null ? '—' : new Intl.NumberFormat(locale).format(value)
        },
      }
    },
    /** Yes or no. */
    boolean(
      key: KeysWhere<Item, boolean>,
      header: MessageDescriptor,
      options: ColumnOptions<SortField> = {},
    ): ResourceColumn<Item, SortField> {
      return {
        id: options.id ?? key,
        header,
        sort: options.sort,
        descFirst: options.descFirst,
        cell: (item, { i18n }) => i18n._(item[key] ? yes : no),
      }
    },
    /**
     * A date-time of the contract as a date (with `time`, to the minute), in UTC like the site;
     * sorted newest first unless told otherwise.
     */
    date(
      key: KeysWhere<Item, string | null>,
      header: MessageDescriptor,
      options: ColumnOptions<SortField> & { time?: boolean } = {},
    ): ResourceColumn<Item, SortField> {
      return {
        id: options.id ?? key,
        header,
        sort: options.sort,
        descFirst: options.descFirst ?? true,
        cell: (item, { locale, i18n }) => {
          const value = item[key] as string | null
          if (!value) return '—'
          return (
            <span className={styles.nowrap}>
              {options.time ? formatUtcDateTime(value, locale) : formatDate(value, i18n)}
            </span>
          )
        },
      }
    },
    /** A small picture of an image URL (or of a `{ ru, en }` one, in the interface's language); decorative, the row names the record. */
    image(
      key: KeysWhere<Item, string | Localized>,
      header: MessageDescriptor,
      options: Pick<ColumnOptions<SortField>, 'id'> = {},
    ): ResourceColumn<Item, SortField> {
      return {
        id: options.id ?? key,
        header,
        cell: (item, { locale }) => {
          const value = item[key] as string | Localized
          const src = safeImageUrl(typeof value === 'string' ? value : localized(value, locale))
          return src ? <img className={styles.thumbnail} src={src} alt="" loading="lazy" decoding="async" /> : '—'
        },
      }
    },
    /** Anything else: render the cell yourself (use `CellText` for long texts). */
    custom(column: ResourceColumn<Item, SortField>): ResourceColumn<Item, SortField> {
      return column
    },
  }
}

export type ColumnBuilder<Item, SortField extends string> = ReturnType<typeof columnBuilder<Item, SortField>>
