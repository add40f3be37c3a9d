import type { AdminForm } from './admin-form'

/**
 * What a resource's `Fields` component gets: the form (on the form kit, with the panel's field
 * components) and, on the edit page, the record as loaded.
 *
 *   function CardTypeFields({ form }: ResourceFieldsProps<CardTypeValues>) {
 *     const { t } = useLingui()
 *     return (
 *       <>
 *         <LocalizedTextField form={form} fields="name" label={t`Name`} />
 *         <form.AppField name="slug">{(field) => <field.TextField label={t`Slug`} />}</form.AppField>
 *       </>
 *     )
 *   }
 */
export interface ResourceFieldsProps<Values, Record = unknown> {
  form: AdminForm<Values>
  /** The record being edited; undefined on the create page. */
  record?: Record
  /** The record cannot be changed (the config's `readOnly` said why): show every field read-only. */
  readOnly?: boolean
}

/**
 * What a resource's `Aside` gets on the edit page: the record as loaded (and loaded again after
 * a write, so what it shows stays current).
 *
 *   function CaseAside({ record }: ResourceAsideProps<CaseRecord>) {
 *     return <RelatedList title={t`Tasks`} … />
 *   }
 */
export interface ResourceAsideProps<Record> {
  record: Record
}

/**
 * What the create page's address says, for defaults that a link fills in: "New task for this
 * case" opens `/admin/tasks/new?owner=case&ownerId=3`. Values are as the address holds them;
 * `defaults` checks them.
 */
export type CreatePreset = Readonly<Record<string, string | number | boolean | undefined>>
