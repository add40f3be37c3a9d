/**
 * The form kit (`src/shared/forms`) with the panel's own field components, for the resource
 * configs' `Fields`:
 *
 *   <form.AppField name="image">{(field) => <field.ImageField label={t`Image`} />}</form.AppField>
 *   <form.AppField name="categoryId">{(field) => <field.RelationSelectField label={t`Category`} source={category} />}</form.AppField>
 *   <form.AppField name="color">{(field) => <field.ColorField label={t`Colour`} />}</form.AppField>
 *   <form.AppField name="userId">{(field) => <field.RelationComboboxField label={t`User`} source={user} />}</form.AppField>  // found by typing
 *   <form.AppField name="newRewards">{(field) => <field.LinesField label={t`Keys to add`} />}</form.AppField>  // string[], one per line
 *   <form.AppField name="roles">{(field) => <field.RelationCheckboxesField label={t`Roles`} source={role} />}</form.AppField>  // several, ticked
 *   <form.AppField name="validUntil">{(field) => <field.DateTimeField label={t`Valid until`} />}</form.AppField>  // ISO UTC ⇄ entered in UTC
 *   <LocalizedTextField form={form} fields="name" label={t`Name`} />          // `{ ru, en }` side by side
 *   <LocalizedImageField form={form} fields="preview" label={t`Preview`} />  // an image per language
 *   <LocalizedRichTextField form={form} fields="text" label={t`Text`} />   // HTML per language, editor loaded lazily, with a preview
 *   <form.AppField name="items" mode="array">{(field) => <field.RepeatableGroup … />}</form.AppField>  // a list of items (repeatable-group.tsx)
 *
 * Plus everything of the kit: TextField, TextareaField, NumberField, CheckboxField, SelectField…
 */
import { extendFormKit } from '~/shared/forms/form-kit'
import { ColorField } from './fields/color-field'
import { DateTimeField } from './fields/date-time-field'
import { ImageField } from './fields/image-field'
import { LinesField } from './fields/lines-field'
import { RelationCheckboxesField } from './fields/relation-checkboxes-field'
import { RelationComboboxField } from './fields/relation-combobox-field'
import { RelationSelectField } from './fields/relation-select-field'
import { RepeatableGroup } from './fields/repeatable-group'
import { RichTextField } from './fields/rich-text/rich-text-field'

export const { useAppForm: useAdminForm, withFieldGroup } = extendFormKit({
  fieldComponents: {
    ImageField,
    ColorField,
    DateTimeField,
    RelationSelectField,
    RelationComboboxField,
    RelationCheckboxesField,
    RepeatableGroup,
    LinesField,
    RichTextField,
  },
})

/** A form of the panel with values `Values`, as a resource's `Fields` gets it. */
/* eslint-disable @typescript-eslint/no-explicit-any -- any validators: the kit's forms use none of their types */
export type AdminForm<Values> = ReturnType<
  typeof useAdminForm<Values, any, any, any, any, any, any, any, any, any, any, any>
>
/* eslint-enable @typescript-eslint/no-explicit-any */
