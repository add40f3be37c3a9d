import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { FieldRule } from '~/api/field-rules.gen'

/**
 * The site's own check of a field against the contract's rule of it (`src/api/field-rules.gen.ts`),
 * so a form refuses before sending what the API would refuse, and a limit changed in the contract
 * changes the form's check and its message with it. Texts are trimmed and counted in characters
 * (code points), as the API counts them; an empty text, a null number or an empty choice is left
 * to the field's own "required" check, as the API answers that itself.
 */
export function fieldRuleError(
  i18n: I18n,
  rule: FieldRule,
  value: unknown,
  patternMessage?: MessageDescriptor,
): string | undefined {
  if (typeof value === 'string') return textError(i18n, rule, value.trim(), patternMessage)
  if (typeof value === 'number') return numberError(i18n, rule, value)
  if (Array.isArray(value)) return listError(i18n, rule, value.length)
  return undefined
}

function textError(
  i18n: I18n,
  rule: FieldRule,
  text: string,
  patternMessage: MessageDescriptor | undefined,
): string | undefined {
  if (text === '') return undefined
  const length = [...text].length
  const { minLength: min = 0, maxLength: max } = rule
  if (length < min || (max !== undefined && length > max)) {
    if (max === undefined) return i18n._(msg`At least ${min} characters.`)
    if (min <= 1) return i18n._(msg`At most ${max} characters.`)
    return i18n._(msg`${min} to ${max} characters.`)
  }
  if (rule.enum !== undefined && !rule.enum.includes(text)) return i18n._(msg`Choose one of the options.`)
  if (rule.pattern !== undefined && !new RegExp(rule.pattern, 'u').test(text))
    return i18n._(patternMessage ?? msg`This is not in the expected form.`)
  return undefined
}

function numberError(i18n: I18n, rule: FieldRule, number: number): string | undefined {
  if (rule.enum !== undefined) return rule.enum.includes(number) ? undefined : i18n._(msg`Choose one of the options.`)
  const { minimum, maximum, exclusiveMinimum } = rule
  const tooHigh = maximum !== undefined && number > maximum
  if (exclusiveMinimum !== undefined) {
    if (number > exclusiveMinimum && !tooHigh) return undefined
    return maximum === undefined
      ? i18n._(msg`More than ${exclusiveMinimum}.`)
      : i18n._(msg`More than ${exclusiveMinimum} and at most ${maximum}.`)
  }
  if (minimum !== undefined) {
    if (number >= minimum && !tooHigh) return undefined
    return maximum === undefined
      ? i18n._(msg`At least ${minimum}.`)
      : i18n._(msg`A number from ${minimum} to ${maximum}.`)
  }
  return maximum !== undefined && number > maximum ? i18n._(msg`At most ${maximum}.`) : undefined
}

function listError(i18n: I18n, rule: FieldRule, count: number): string | undefined {
  const { minItems: min = 0, maxItems: max } = rule
  if (count >= min && (max === undefined || count <= max)) return undefined
  if (max === undefined) return i18n._(msg`At least ${min} items.`)
  return i18n._(msg`From ${min} to ${max} items.`)
}

/** What a field's messages say beyond the rule's limits. */
export interface FieldRuleMessages {
  /** What the pattern wants, e.g. "Only Latin letters and digits."; without it the message is generic. */
  pattern?: MessageDescriptor
  /** Said when the field is empty (an empty text, a null number), for a field the form must have. */
  required?: MessageDescriptor
}

/**
 * Makes a field's validators that check its value against its rule when the form is submitted:
 * `const ruled = useFieldRules()`, then `<form.AppField name="text" validators={ruled(CommentForm.text)}>`.
 */
export function useFieldRules() {
  const { i18n } = useLingui()
  return (rule: FieldRule, messages: FieldRuleMessages = {}) => ({
    onSubmit: ({ value }: { value: unknown }) =>
      messages.required !== undefined && (value === null || (typeof value === 'string' && value.trim() === ''))
        ? i18n._(messages.required)
        : fieldRuleError(i18n, rule, value, messages.pattern),
  })
}
