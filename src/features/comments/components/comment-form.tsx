import type { QueryKey } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { CommentForm as rules } from '~/api/field-rules.gen'
import { useFieldRules } from '~/shared/forms/field-rule'
import { useAppForm } from '~/shared/forms/form-kit'
import { useToasts } from '~/shared/services/app-services'
import { useAddComment } from '../api/add-comment'
import type { CommentTarget } from '../api/comment-target'
import styles from './comment-form.module.css'

export interface CommentFormProps {
  target: CommentTarget
  slug: string
  /** Queries that show the rating the server recomputes (the card or the article). */
  ratingQueryKeys: readonly QueryKey[]
}

const { minimum: LOWEST = 1, maximum: HIGHEST = 5 } = rules.evaluation
const MARKS = Array.from({ length: HIGHEST - LOWEST + 1 }, (_, index) => LOWEST + index)

/**
 * A review: a mark and a text, checked against the contract's rules before sending; the server's
 * messages appear on the fields too. Published, the form empties for the next review.
 */
export function CommentForm({ target, slug, ratingQueryKeys }: CommentFormProps) {
  const { t } = useLingui()
  const toasts = useToasts()
  const ruled = useFieldRules()
  const addComment = useAddComment(target, slug, ratingQueryKeys)
  const form = useAppForm({
    defaultValues: { evaluation: null as number | null, text: '' },
    onSubmit: async ({ value, formApi }) => {
      // The mark's own check below stops a submit without one.
      if (value.evaluation === null) return
      await addComment.mutateAsync({ evaluation: value.evaluation, text: value.text })
      formApi.reset()
      toasts.show(t`Thank you! Your review is published.`, 'success')
    },
  })

  return (
    <form.AppForm>
      <form.Form className={styles.form} aria-label={t`Leave a review`}>
        <form.AppField
          name="evaluation"
          validators={{
            onSubmit: ({ value }) => (value === null ? t`Choose a rating from ${LOWEST} to ${HIGHEST}.` : undefined),
          }}
        >
          {(field) => (
            <field.RadioGroupField
              legend={t`Your rating`}
              inline
              options={MARKS.map((mark) => ({ value: mark, label: t`${mark} out of ${HIGHEST}` }))}
            />
          )}
        </form.AppField>
        <form.AppField name="text" validators={ruled(rules.text)}>
          {(field) => (
            <field.TextareaField label={t`Your review`} hint={t`What did you get, and how quickly?`} rows={4} />
          )}
        </form.AppField>
        <div className={styles.actions}>
          <form.SubmitButton busyLabel={t`Publishing…`}>{t`Publish review`}</form.SubmitButton>
        </div>
      </form.Form>
    </form.AppForm>
  )
}
