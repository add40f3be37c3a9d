/**
 * A section's list page, from its resource config and the address:
 *
 *   <ResourceListPage resource={resource} search={Route.useSearch()} />
 *
 * Title and create link, the toolbar (search and the config's filters), the table (the
 * config's columns, sortable headers, edit and delete per row), the page links, and the
 * loading, empty and error states. Search, order, filters and page are the address's
 * (`list-search.ts`); deleting asks first (`DeleteDialog`).
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { Select, Trans, useLingui } from '@lingui/react/macro'
import { localeParam } from '~/shared/i18n/locale'
import { pluralCategory } from '~/shared/i18n/plural-category'
import { formatCount } from '~/shared/lib/format'
import { keepPreviousWithin } from '~/shared/lib/keep-previous-within'
import { useApi, useLocale } from '~/shared/services/app-services'
import { Button, buttonClassName } from '~/shared/ui/button/button'
import { Icon } from '~/shared/ui/icon/icon'
import { EmptyState } from '~/shared/ui/list-states/empty-state'
import { ErrorState } from '~/shared/ui/list-states/error-state'
import { FirstPageLink } from '~/shared/ui/pagination/first-page-link'
import { Pagination } from '~/shared/ui/pagination/pagination'
import { adminKeys } from '../api/keys'
import { resourceListQueryOptions, useDeleteRecord } from '../api/resource-queries'
import { sectionTitles } from '../lib/sections'
import type { AnyResource } from './define-resource'
import { DeleteDialog } from './delete-dialog'
import { EditRecordLink } from './edit-record-link'
import { rememberListSearch } from './list-memory'
import {
  effectiveSort,
  filterValues,
  isNarrowed,
  listQuery,
  parseSort,
  withFilter,
  withoutNarrowing,
  withSearchText,
  withSort,
  type ListSearch,
} from './list-search'
import { ListToolbar } from './list-toolbar'
import { ResourceTable } from './resource-table'
import { TableSkeleton } from './table-skeleton'
import styles from './resource-list-page.module.css'

export interface ResourceListPageProps {
  resource: AnyResource
  search: ListSearch
}

type Row = { id: number }

const NO_ROWS: Row[] = []

export function ResourceListPage({ resource, search }: ResourceListPageProps) {
  const { i18n, t } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const navigate = useNavigate()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const idPrefix = useId()
  const { section } = resource
  const title = i18n._(sectionTitles[section])

  const query = useMemo(() => listQuery(resource.list, search), [resource, search])
  const list = useQuery({
    ...resourceListQueryOptions(api, resource, query),
    placeholderData: keepPreviousWithin(adminKeys.lists(section)),
  })
  useEffect(() => rememberListSearch(section, search), [section, search])

  const [deleting, setDeleting] = useState<{ id: number; name: string } | null>(null)
  const remove = useDeleteRecord(resource)
  // After a delete the row and its button are gone: continue from the list's heading, once the
  // dialog has closed (closing gives focus back to the now missing button).
  const [deletedCount, setDeletedCount] = useState(0)
  useEffect(() => {
    if (deletedCount > 0) headingRef.current?.focus()
  }, [deletedCount])

  const goTo = (next: ListSearch, replace = false) => void navigate({ to: '.', search: next, replace })

  const params = { locale: localeParam(locale), section }
  const nameOf = useCallback((row: Row) => resource.displayName(row, locale) || `#${row.id}`, [resource, locale])
  const actions = useCallback(
    (row: Row) => {
      const name = nameOf(row)
      const deleteLabel = t`Delete ${name}`
      const reason = resource.deleteBlocked?.(row)
      const blocked = reason ? i18n._(reason) : null
      const blockedId = `${idPrefix}-delete-blocked-${row.id}`
      return (
        <div className={styles.rowActions}>
          <EditRecordLink section={section} id={row.id} name={name} />
          <Button
            variant="ghost"
            size="sm"
            aria-label={deleteLabel}
            disabled={blocked !== null}
            title={blocked ?? deleteLabel}
            aria-describedby={blocked ? blockedId : undefined}
            onClick={() => {
              remove.reset()
              setDeleting({ id: row.id, name })
            }}
          >
            <Icon name="trash" size={16} />
          </Button>
          {blocked && (
            <span id={blockedId} className="visually-hidden">
              {blocked}
            </span>
          )}
        </div>
      )
    },
    // `remove.reset` is stable; the mutation object itself changes on every state change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [section, t, i18n, idPrefix, resource, nameOf, remove.reset],
  )

  const narrowed = isNarrowed(resource.list, search)
  const clear = () => goTo(withoutNarrowing(search))
  const page = search.page ?? 1
  const rows = list.data?.data ?? NO_ROWS

  let body
  if (list.isError) {
    body = <ErrorState error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
  } else if (list.isPending) {
    body = <TableSkeleton columns={resource.list.columns.length + 1} label={t`Loading ${title}…`} />
  } else if (rows.length === 0) {
    body = narrowed ? (
      <EmptyState title={<Trans>Nothing matches the search and filters.</Trans>}>
        <Button variant="secondary" onClick={clear}>
          <Trans>Clear filters</Trans>
        </Button>
      </EmptyState>
    ) : page > 1 ? (
      <EmptyState title={<Trans>There is nothing on this page.</Trans>}>
        <FirstPageLink />
      </EmptyState>
    ) : (
      <EmptyState title={<Trans>There is nothing here yet.</Trans>}>
        <Link to="/{-$locale}/admin/$section/new" params={params} className={buttonClassName('primary')}>
          {i18n._(resource.titles.create)}
        </Link>
      </EmptyState>
    )
  } else {
    const total = list.data.pagination.total
    const shownTotal = formatCount(total, locale)
    const totalForm = pluralCategory(total, locale)
    body = (
      <>
        <ResourceTable
          caption={title}
          columns={resource.list.columns}
          rows={rows}
          sort={parseSort(effectiveSort(resource.list, search), resource.list.sortFields)}
          onSortChange={(sort) => goTo(withSort(resource.list, search, sort))}
          actions={actions}
          busy={list.isPlaceholderData}
        />
        <div className={styles.footer}>
          <p className={styles.total}>
            <Select value={totalForm} _one={`${shownTotal} record`} other={`${shownTotal} records`} />
          </p>
          <Pagination
            page={list.data.pagination.current_page}
            lastPage={list.data.pagination.last_page}
            label={t`Pages of ${title}`}
          />
        </div>
      </>
    )
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        <Link to="/{-$locale}/admin/$section/new" params={params} className={buttonClassName('primary')}>
          {i18n._(resource.titles.create)}
        </Link>
      </header>
      <ListToolbar
        searchText={search.search ?? ''}
        onSearchTextChange={(text) => goTo(withSearchText(search, text), true)}
        filters={resource.list.filters}
        filterValues={filterValues(resource.list.filters, search)}
        onFilterChange={(key, value) => goTo(withFilter(resource.list.filters, search, key, value))}
        onClear={narrowed ? clear : undefined}
      />
      {body}
      {deleting && (
        <DeleteDialog
          open
          name={deleting.name}
          busy={remove.isPending}
          error={remove.error}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting, {
              onSuccess: () => {
                setDeleting(null)
                setDeletedCount((count) => count + 1)
              },
            })
          }
        />
      )}
    </div>
  )
}
