import type { ReactNode } from 'react'
import { useAdminForm, type AdminForm } from '../resource-kit/admin-form'

export interface FieldHarnessProps<Values> {
  defaultValues: Values
  /** What submitting does; throw an ApiError to see how the form reports it. */
  onSubmit?: (values: Values) => Promise<void> | void
  children: (form: AdminForm<Values>) => ReactNode
}

/** A kit form around some admin fields, with a submit button, for stories and tests of the fields. */
export function FieldHarness<Values>({ defaultValues, onSubmit, children }: FieldHarnessProps<Values>) {
  const form = useAdminForm({
    defaultValues,
    onSubmit: async ({ value }) => {
      await onSubmit?.(value)
    },
  })
  return (
    <form.AppForm>
      <form.Form style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        {children(form)}
        <form.SubmitButton>Submit</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
