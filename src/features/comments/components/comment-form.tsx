import type { QueryKey } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { CommentForm as rules } from '~/api/field-rules.gen'
import { useFieldRules } from '~/shared/forms/field-rule'
import { useAppForm } from '~/shared/forms/form-kit'
import { useToasts } from '~/shared/services/app-services'
import { useAddComment } from '../api/add-comment'
import type { CommentTarget } from '../api/comment-target'
import { commentWording } from '../lib/comment-wording'
import styles from './comment-form.module.css'

export interface CommentFormProps {
  target: CommentTarget
  slug: string
  /** Queries that show the rating the server recomputes (the card or the article). */
  ratingQueryKeys: readonly QueryKey[]
}

const { minimum: LOWEST = 1, maximum: HIGHEST = 5 } = rules.evaluation

/**
 * A review of a site or a comment on an article: a mark and a text, checked against the contract's rules before sending; the server's
 * messages appear on the fields too. Published, the form empties for the next review.
 */
export function CommentForm({ target, slug, ratingQueryKeys }: CommentFormProps) {
  const { t, i18n } = useLingui()
  const wording = commentWording[target]
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
      toasts.show(i18n._(wording.published), 'success')
    },
  })

  return (
    <form.AppForm>
      <form.Form className={styles.form} aria-label={i18n._(wording.form)}>
        <form.AppField
          name="evaluation"
          validators={{
            onSubmit: ({ value }) => (value === null ? t`Choose a rating from ${LOWEST} to ${HIGHEST}.` : undefined),
          }}
        >
          {(field) => <field.StarRatingField legend={i18n._(wording.rating)} max={HIGHEST} />}
        </form.AppField>
        <form.AppField name="text" validators={ruled(rules.text)}>
          {(field) => <field.TextareaField label={i18n._(wording.text)} hint={i18n._(wording.hint)} rows={4} />}
        </form.AppField>
        <div className={styles.actions}>
          <form.SubmitButton busyLabel={t`Publishing…`}>{i18n._(wording.submit)}</form.SubmitButton>
        </div>
      </form.Form>
    </form.AppForm>
  )
}
