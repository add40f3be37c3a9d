/**
 * A record's create or edit page, from its resource config:
 *
 *   <ResourceFormPage resource={resource} preset={search} />  // /admin/<section>/new?ownerId=3
 *   <ResourceFormPage resource={resource} id={7} />          // /admin/<section>/7 (the route loaded it; 404 if missing)
 *
 * The form is the form kit's (`admin-form.ts`) with the config's `defaults` and `Fields`; saving
 * sends `toInput` (or `toUpdate`), shows a toast and goes back to the list as it was left
 * (page, order, filters). 422 messages land on their fields, other failures are toasted or said
 * under the fields, the values are kept. A sticky bar holds Save, Cancel and, when editing, Delete.
 * On the edit page the config's `Aside` follows the form, and a record the config calls
 * read-only is shown with the reason and without Save.
 */
import { useId, useState } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { localeParam } from '~/shared/i18n/locale'
import { useApi, useLocale, useToasts } from '~/shared/services/app-services'
import { Button, buttonClassName } from '~/shared/ui/button/button'
import { resourceRecordQueryOptions, useDeleteRecord, useSaveRecord } from '../api/resource-queries'
import { sectionTitles } from '../lib/sections'
import { useAdminForm } from './admin-form'
import type { AnyResource } from './define-resource'
import { DeleteDialog } from './delete-dialog'
import type { CreatePreset } from './form-types'
import { rememberedListSearch } from './list-memory'
import styles from './resource-form-page.module.css'

export interface ResourceFormPageProps {
  resource: AnyResource
  /** The record to edit; absent on the create page. */
  id?: number
  /** The create page's address, for the config's `defaults`. */
  preset?: CreatePreset
}

const NO_PRESET: CreatePreset = {}

export function ResourceFormPage({ resource, id, preset = NO_PRESET }: ResourceFormPageProps) {
  return id === undefined ? (
    <ResourceForm resource={resource} preset={preset} />
  ) : (
    <EditRecord resource={resource} id={id} />
  )
}

function EditRecord({ resource, id }: { resource: AnyResource; id: number }) {
  const { data: record } = useSuspenseQuery(resourceRecordQueryOptions(useApi(), resource, id))
  const { Aside } = resource.form
  return (
    <>
      <ResourceForm resource={resource} record={record} preset={NO_PRESET} />
      {Aside && (
        <div className={styles.aside}>
          <Aside record={record} />
        </div>
      )}
    </>
  )
}

/** Back to the section's list, as it was left. */
function useBackToList(resource: AnyResource) {
  const navigate = useNavigate()
  const locale = useLocale()
  const to = '/{-$locale}/admin/$section' as const
  const params = { locale: localeParam(locale), section: resource.section }
  return {
    link: { to, params, search: () => rememberedListSearch(resource.section) },
    go: () => navigate({ to, params, search: rememberedListSearch(resource.section) }),
  }
}

function ResourceForm({
  resource,
  record,
  preset,
}: {
  resource: AnyResource
  record?: { id: number }
  preset: CreatePreset
}) {
  const { i18n, t } = useLingui()
  const blockedNoteId = useId()
  const locale = useLocale()
  const toasts = useToasts()
  const back = useBackToList(resource)
  const save = useSaveRecord(resource)
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const remove = useDeleteRecord(resource, back.go)
  const editing = record !== undefined
  const name = editing ? resource.displayName(record, locale) || `#${record.id}` : ''
  const { Fields } = resource.form
  const readOnly = editing ? (resource.form.readOnly?.(record) ?? null) : null
  const deleteBlocked = editing ? (resource.deleteBlocked?.(record) ?? null) : null

  const form = useAdminForm({
    // The config's values type (`any` here): its `Fields` and `toInput` are typed by it.
    // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment
    defaultValues: resource.form.defaults(record, preset),
    onSubmit: async ({ value }) => {
      const saved = editing
        ? await save.mutateAsync({ id: record.id, input: (resource.form.toUpdate ?? resource.form.toInput)(value) })
        : await save.mutateAsync({ input: resource.form.toInput(value) })
      const savedName = resource.displayName(saved, locale) || `#${saved.id}`
      toasts.show(editing ? t`Saved: ${savedName}` : t`Created: ${savedName}`, 'success')
      await back.go()
    },
  })

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link {...back.link} className={styles.back}>
          <span aria-hidden="true">←</span> {i18n._(sectionTitles[resource.section])}
        </Link>
        {editing ? (
          <h1 className={styles.title}>
            <span className={styles.kind}>{i18n._(resource.titles.singular)}</span> {name}
          </h1>
        ) : (
          <h1 className={styles.title}>{i18n._(resource.titles.create)}</h1>
        )}
      </header>

      {readOnly && (
        <p className={styles.readOnly} role="note">
          {i18n._(readOnly)}
        </p>
      )}

      <form.AppForm>
        <form.Form className={styles.form}>
          <div className={styles.fields}>
            <Fields form={form} record={record} readOnly={readOnly !== null} />
          </div>
          <div className={styles.actions}>
            {readOnly ? (
              <Link {...back.link} className={buttonClassName('secondary')}>
                <Trans>Back to the list</Trans>
              </Link>
            ) : (
              <>
                <form.SubmitButton busyLabel={t`Saving…`}>{editing ? t`Save` : t`Create`}</form.SubmitButton>
                <Link {...back.link} className={buttonClassName('secondary')}>
                  <Trans>Cancel</Trans>
                </Link>
              </>
            )}
            {editing && (
              <span className={styles.delete}>
                {deleteBlocked && (
                  <span id={blockedNoteId} className={styles.blocked}>
                    {i18n._(deleteBlocked)}
                  </span>
                )}
                <Button
                  variant="ghost"
                  className={styles.deleteButton}
                  disabled={deleteBlocked !== null}
                  aria-describedby={deleteBlocked ? blockedNoteId : undefined}
                  onClick={() => {
                    remove.reset()
                    setConfirmingDelete(true)
                  }}
                >
                  <Trans>Delete</Trans>
                </Button>
              </span>
            )}
          </div>
        </form.Form>
      </form.AppForm>

      {editing && confirmingDelete && (
        <DeleteDialog
          open
          name={name}
          busy={remove.isPending}
          error={remove.error}
          onCancel={() => setConfirmingDelete(false)}
          onConfirm={() => remove.mutate({ id: record.id, name })}
        />
      )}
    </div>
  )
}
