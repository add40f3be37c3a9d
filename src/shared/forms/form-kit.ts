/**
 * The form kit: the one way to write a form on this site, on TanStack Form. Field names and
 * values are typed from `defaultValues`; each field is one line; `onSubmit` runs the request
 * (a TanStack Query mutation, so an `error` text is toasted by the query client) and the kit
 * reports its failure: 422 messages on their fields, the rest in an alert under them. Values
 * are never reset on a failure; reset on success in `onSubmit` if the form should empty.
 *
 *   const form = useAppForm({
 *     defaultValues: { code: '' },
 *     onSubmit: async ({ value }) => {
 *       await activate.mutateAsync(value.code.trim())
 *       toasts.show(t`The code is activated.`, 'success')
 *     },
 *   })
 *   return (
 *     <form.AppForm>
 *       <form.Form className={styles.form}>
 *         <form.AppField name="code">{(field) => <field.TextField label={t`Friend's code`} />}</form.AppField>
 *         <form.SubmitButton>{t`Activate`}</form.SubmitButton>
 *       </form.Form>
 *     </form.AppForm>
 *   )
 *
 * Nested values are dotted paths (`title.ru`), array items bracketed (`items[0].price`, with
 * `<form.AppField name="items" mode="array">` for the list itself); a 422 key `items.0.price`
 * lands on `items[0].price`. The site's own checks are TanStack Form validators, e.g.
 * `validators={{ onSubmit: ({ value }) => (value === null ? t`Choose one.` : undefined) }}` on a
 * field. The contract's limits of a field (lengths, patterns, bounds) are checked one way, with
 * the rule generated from the contract: `const ruled = useFieldRules()`, then
 * `validators={ruled(CommentForm.text)}` (`./field-rule.ts`, `~/api/field-rules.gen`). A button that sends one request and has no fields uses `useGuardedAction` instead.
 */
import { createFormHook } from '@tanstack/react-form'
import { CaptchaTokenField } from './captcha-token-field'
import { CheckboxField } from './checkbox-field'
import { fieldContext, formContext } from './form-contexts'
import { Form } from './form'
import { NumberField } from './number-field'
import { RadioGroupField } from './radio-group-field'
import { SelectField } from './select-field'
import { StarRatingField } from './star-rating-field'
import { SubmitButton } from './submit-button'
import { TextField } from './text-field'
import { TextareaField } from './textarea-field'

const formKit = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: {
    TextField,
    TextareaField,
    NumberField,
    CheckboxField,
    RadioGroupField,
    StarRatingField,
    SelectField,
    CaptchaTokenField,
  },
  formComponents: { Form, SubmitButton },
})

export const { useAppForm } = formKit

/**
 * The same kit with a feature's own field components added (the admin panel's image, colour and
 * relation fields): `const { useAppForm, withFieldGroup } = extendFormKit({ fieldComponents: { ImageField } })`.
 */
export const extendFormKit = formKit.extendForm
