import { useId, useState, type FormEvent } from 'react'
import type { QueryKey } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { useServerFieldErrors } from '~/shared/lib/forms/use-server-field-errors'
import { useSubmitGuard } from '~/shared/lib/forms/use-submit-guard'
import { useToasts } from '~/shared/services/app-services'
import { Button } from '~/shared/ui/button/button'
import { RATING_MAX } from '~/shared/ui/rating/rating'
import { TextInput } from '~/shared/ui/text-input/text-input'
import { useAddComment } from '../api/add-comment'
import type { CommentTarget } from '../api/comment-target'
import styles from './comment-form.module.css'

export interface CommentFormProps {
  target: CommentTarget
  slug: string
  /** Queries that show the rating the server recomputes (the card or the article). */
  ratingQueryKeys: readonly QueryKey[]
}

const MARKS = Array.from({ length: RATING_MAX }, (_, index) => index + 1)

/**
 * A review: a mark from 1 to 5 and a text. The server validates both; its messages appear on
 * the fields. A second submit waits for the first.
 */
export function CommentForm({ target, slug, ratingQueryKeys }: CommentFormProps) {
  const { t } = useLingui()
  const toasts = useToasts()
  const id = useId()
  const [evaluation, setEvaluation] = useState<number | null>(null)
  const [text, setText] = useState('')
  const [missingMark, setMissingMark] = useState(false)
  const fieldErrors = useServerFieldErrors()
  const submit = useSubmitGuard()
  const addComment = useAddComment(target, slug, ratingQueryKeys)

  const evaluationError = missingMark ? t`Choose a rating from 1 to 5.` : fieldErrors.errorFor('evaluation')
  const evaluationErrorId = `${id}-evaluation-error`
  const otherErrors = Object.entries(fieldErrors.errors)
    .filter(([field]) => field !== 'evaluation' && field !== 'text')
    .map(([, message]) => message)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (evaluation === null) {
      setMissingMark(true)
      return
    }
    void submit.run(async () => {
      fieldErrors.clear()
      try {
        await addComment.mutateAsync({ evaluation, text })
      } catch (error) {
        fieldErrors.capture(error)
        throw error
      }
      setEvaluation(null)
      setText('')
      toasts.show(t`Thank you! Your review is published.`, 'success')
    })
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t`Leave a review`}>
      <fieldset
        className={styles.marks}
        aria-describedby={evaluationError ? evaluationErrorId : undefined}
        aria-invalid={evaluationError ? true : undefined}
      >
        <legend className={styles.legend}>
          <Trans>Your rating</Trans>
        </legend>
        <div className={styles.markOptions}>
          {MARKS.map((mark) => (
            <TextInput
              key={mark}
              type="radio"
              name="evaluation"
              value={mark}
              checked={evaluation === mark}
              onChange={() => {
                setEvaluation(mark)
                setMissingMark(false)
                fieldErrors.clear('evaluation')
              }}
              label={t`${mark} out of 5`}
              className={styles.mark}
            />
          ))}
        </div>
        {evaluationError && (
          <p id={evaluationErrorId} className={styles.error}>
            {evaluationError}
          </p>
        )}
      </fieldset>
      <TextInput
        type="textarea"
        name="text"
        label={t`Your review`}
        hint={t`What did you get, and how quickly?`}
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          fieldErrors.clear('text')
        }}
        error={fieldErrors.errorFor('text')}
        rows={4}
      />
      {otherErrors.length > 0 && (
        <p className={styles.error} role="alert">
          {otherErrors.join(' ')}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" busy={submit.pending}>
          {submit.pending ? t`Publishing…` : t`Publish review`}
        </Button>
      </div>
    </form>
  )
}
