import { useMemo, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import {
  createColumnHelper,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type SortingState,
  type Updater,
} from '@tanstack/react-table'
import { clsx } from '~/shared/lib/clsx'
import { useLocale } from '~/shared/services/app-services'
import type { ResourceColumn } from './columns'
import type { ColumnSort } from './list-search'
import styles from './resource-table.module.css'

const features = tableFeatures({ rowSortingFeature })

type Row = { id: number }

export interface ResourceTableProps {
  /** Names the table (its caption, for screen readers). */
  caption: string
  columns: ReadonlyArray<ResourceColumn<Row>>
  /** Keep the array stable between renders (the query's data, or a constant). */
  rows: Row[]
  /** The order the rows came in (the server sorts); a table without it has no sortable headers. */
  sort?: ColumnSort | null
  onSortChange?: (sort: ColumnSort) => void
  /** The last column of each row: its edit link and delete button. */
  actions?: (row: Row) => ReactNode
  /** True while another page or order is being fetched; the rows shown are the previous ones. */
  busy?: boolean
  /** Inside a section named like it (a record's related rows): its scroll box is a group, not a second landmark of that name. */
  nested?: boolean
}

const helper = createColumnHelper<typeof features, Row>()
const ACTIONS_COLUMN = '__actions'

/**
 * A resource's rows on TanStack Table, sorted and paginated by the server (`manualSorting`):
 * a sortable header is a button that asks for the other order, and says the current one in
 * `aria-sort`. The table scrolls sideways inside its own container on narrow screens. Without
 * `onSortChange` and `actions` it is a plain table of related rows (a user's ledger).
 */
export function ResourceTable({
  caption,
  columns,
  rows,
  sort = null,
  onSortChange,
  actions,
  busy = false,
  nested = false,
}: ResourceTableProps) {
  const { i18n, t } = useLingui()
  const locale = useLocale()

  const columnDefs = useMemo(
    () =>
      helper.columns([
        ...columns.map((column) =>
          helper.accessor((row) => row.id, {
            id: column.id,
            header: () => i18n._(column.header),
            cell: (context) => column.cell(context.row.original, { locale, i18n }),
            enableSorting: column.sort !== undefined && onSortChange !== undefined,
            sortDescFirst: column.descFirst ?? false,
          }),
        ),
        ...(actions
          ? [
              helper.display({
                id: ACTIONS_COLUMN,
                header: () => <span className="visually-hidden">{t`Actions`}</span>,
                cell: (context) => actions(context.row.original),
              }),
            ]
          : []),
      ]),
    [columns, actions, onSortChange, i18n, locale, t],
  )

  const sortColumn = sort ? columns.find((column) => column.sort === sort.field) : undefined
  const sorting = useMemo<SortingState>(
    () => (sortColumn && sort ? [{ id: sortColumn.id, desc: sort.desc }] : []),
    [sortColumn, sort],
  )

  const table = useTable({
    features,
    columns: columnDefs,
    data: rows,
    getRowId: (row) => String(row.id),
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = (typeof updater === 'function' ? updater(sorting) : updater)[0]
      const field = next && columns.find((column) => column.id === next.id)?.sort
      if (next && field) onSortChange?.({ field, desc: next.desc })
    },
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
  })

  const alignOf = (id: string) => columns.find((column) => column.id === id)?.align ?? 'start'

  return (
    <div
      className={clsx(styles.scroller, busy && styles.busy)}
      role={nested ? 'group' : 'region'}
      aria-label={caption}
      tabIndex={0}
    >
      <table className={styles.table} aria-busy={busy || undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted()
                const canSort = header.column.getCanSort()
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={clsx(
                      alignOf(header.column.id) === 'end' && styles.end,
                      header.column.id === ACTIONS_COLUMN && styles.actionsHead,
                    )}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {canSort ? (
                      <button
                        type="button"
                        className={styles.sortButton}
                        onClick={header.column.getToggleSortingHandler()}
                      >
                        <table.FlexRender header={header} />
                        <span className={clsx(styles.sortMark, sorted && styles.sorted)} aria-hidden="true">
                          {sorted === 'desc' ? '↓' : sorted === 'asc' ? '↑' : '↕'}
                        </span>
                      </button>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                )
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => (
                <td
                  key={cell.id}
                  className={clsx(
                    alignOf(cell.column.id) === 'end' && styles.end,
                    cell.column.id === ACTIONS_COLUMN && styles.actionsCell,
                  )}
                >
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
