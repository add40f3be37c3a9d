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
}
