import { useId, type ReactNode } from 'react'
import { Link, useLocation } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { localeParam } from '~/shared/i18n/locale'
import { useLocale } from '~/shared/services/app-services'
import { buttonClassName } from '~/shared/ui/button/button'
import { ErrorState } from '~/shared/ui/list-states/error-state'
import { Pagination } from '~/shared/ui/pagination/pagination'
import type { AdminSection } from '../lib/sections'
import type { ResourceColumn } from './columns'
import type { CreatePreset } from './form-types'
import { EditRecordLink } from './edit-record-link'
import { ResourceTable } from './resource-table'
import { TableSkeleton } from './table-skeleton'
import styles from './related-records.module.css'

type Row = { id: number }

/** One page of related rows and where it is among the others. */
export interface RelatedPage<R extends Row> {
  rows: R[]
  page: number
  lastPage: number
}

export interface RelatedRecordsProps<R extends Row> {
  /** The section's heading (and the table's name). */
  title: string
  /** Extra words under the heading, e.g. what the rows are for. */
  description?: ReactNode
  /** Columns from `columnBuilder<Row, never>()`. */
  columns: ReadonlyArray<ResourceColumn<R>>
  /** The page shown; undefined while it loads. */
  page: RelatedPage<R> | undefined
  /** The address key of the page number (`ledgerPage`), so two related lists page apart from each other. */
  pageParam: string
  emptyText: ReactNode
  /** The rows are records of this section: each gets an edit link named by `nameOf`. */
  edit?: { section: AdminSection; nameOf: (row: R) => string }
  /** A link to create a related record, its form preset for this one (`{ owner: 'case', ownerId: 3 }`). */
  create?: { section: AdminSection; label: string; preset: CreatePreset }
  /** A failed load, with its retry. */
  error?: { error: unknown; retry: () => void; retrying: boolean }
  /** Another page is on its way; the rows shown are the previous ones. */
  busy?: boolean
}

/**
 * What belongs to a record, on its edit page (a config's `Aside`): a titled section with the
 * rows in the kit's table, an edit link per row, a link to create one for this record, and page
 * links keyed apart from the page's own. Rows that come with the record are paged here
 * (`pageOf`); others come a page at a time from their own request.
 */
export function RelatedRecords<R extends Row>({
  title,
  description,
  columns,
  page,
  pageParam,
  emptyText,
  edit,
  create,
  error,
  busy,
}: RelatedRecordsProps<R>) {
  const { t } = useLingui()
  const lang = localeParam(useLocale())

  let body
  if (error) body = <ErrorState error={error.error} onRetry={error.retry} retrying={error.retrying} />
  else if (!page)
    body = <TableSkeleton columns={columns.length + (edit ? 1 : 0)} rows={3} label={t`Loading ${title}…`} />
  else if (page.rows.length === 0) body = <p className={styles.empty}>{emptyText}</p>
  else
    body = (
      <>
        <ResourceTable
          caption={title}
          columns={columns}
          rows={page.rows}
          busy={busy}
          nested
          actions={
            edit && ((row) => <EditRecordLink section={edit.section} id={row.id} name={edit.nameOf(row as R)} />)
          }
        />
        <Pagination
          page={page.page}
          lastPage={page.lastPage}
          param={pageParam}
          label={t`Pages of ${title}`}
          className={styles.pages}
        />
      </>
    )

  return (
    <RelatedSection
      title={title}
      description={description}
      action={
        create && (
          <Link
            to="/{-$locale}/admin/$section/new"
            params={{ locale: lang, section: create.section }}
            search={create.preset}
            className={buttonClassName('secondary', 'sm')}
          >
            <span aria-hidden="true">+</span> {create.label}
          </Link>
        )
      }
    >
      {body}
    </RelatedSection>
  )
}

export interface RelatedSectionProps {
  title: string
  description?: ReactNode
  /** Beside the heading: a link or a button. */
  action?: ReactNode
  children: ReactNode
}

/** A titled part of a record's `Aside` (related rows, a form of the record's own). */
export function RelatedSection({ title, description, action, children }: RelatedSectionProps) {
  const headingId = useId()
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <header className={styles.header}>
        <div>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {description && <div className={styles.description}>{description}</div>}
        </div>
        {action}
      </header>
      {children}
    </section>
  )
}

/** The page number in the address under `param` (1 when missing or not a page number). */
export function usePageParam(param: string): number {
  const raw = useLocation({ select: (location) => new URLSearchParams(location.searchStr).get(param) })
  const page = Number(raw)
  return Number.isSafeInteger(page) && page >= 1 ? page : 1
}

/** A page of rows that came with the record (a case's tasks), cut here. */
export function pageOf<R extends Row>(rows: readonly R[], page: number, perPage: number): RelatedPage<R> {
  const lastPage = Math.max(1, Math.ceil(rows.length / perPage))
  const current = Math.min(page, lastPage)
  return { rows: rows.slice((current - 1) * perPage, current * perPage), page: current, lastPage }
}
