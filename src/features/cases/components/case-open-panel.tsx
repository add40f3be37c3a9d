import { useState, type FormEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { Button } from '~/shared/ui/button/button'
import { CaptchaField } from '~/shared/ui/captcha/captcha-field'
import { Countdown, useTimeLeft } from '~/shared/ui/countdown/countdown'
import { useServerFieldErrors } from '~/shared/lib/forms/use-server-field-errors'
import { useSubmitGuard } from '~/shared/lib/forms/use-submit-guard'
import { caseQueryKey } from '../api/case'
import { useOpenCase } from '../api/open-case'
import styles from './case-open-panel.module.css'

/**
 * Opening a case: wait for `nextOpeningDate`, pass the captcha, open. What gates the case
 * (tasks, promocode, the symbol's minute) is explained here and enforced by the server, whose
 * refusal arrives as an error toast.
 */
export function CaseOpenPanel({ item }: { item: Schemas['Case'] }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const open = useOpenCase(item.slug)
  const submit = useSubmitGuard()
  const fieldErrors = useServerFieldErrors()
  const [token, setToken] = useState<string | null>(null)
  const [tokenMissing, setTokenMissing] = useState(false)
  const msLeft = useTimeLeft(item.nextOpeningDate)
  const waiting = msLeft !== 0

  const onTokenChange = (next: string | null) => {
    setToken(next)
    setTokenMissing(false)
    fieldErrors.clear('captchaToken')
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (token === null) {
      setTokenMissing(true)
      return
    }
    // A captcha token is good for one attempt, whatever its outcome.
    void submit.run(() => open.mutateAsync(token, { onError: fieldErrors.capture }).finally(() => setToken(null)))
  }

  const captchaError = tokenMissing ? t`Tick the box to confirm you are not a robot.` : fieldErrors.errorFor('captchaToken')
  const pendingTasks = item.tasks.filter((task) => !task.completed).length

  return (
    <form className={styles.panel} onSubmit={onSubmit} noValidate>
      {item.nextOpeningDate && waiting && (
        <p className={styles.wait}>
          <Trans>Next opening in</Trans>{' '}
          <Countdown
            until={item.nextOpeningDate}
            className={styles.timer}
            onDone={() => void queryClient.invalidateQueries({ queryKey: caseQueryKey(item.slug) })}
          />
        </p>
      )}
      {item.type === 'free' && pendingTasks > 0 && (
        <p className={styles.hint}>
          <Trans>Complete all the tasks to open the case.</Trans>
        </p>
      )}
      {item.type === 'promocode' && !item.hasActivatedPromocode && (
        <p className={styles.hint}>
          <Trans>Activate a promocode to open the case.</Trans>
        </p>
      )}
      {item.type === 'timed' && (
        <p className={styles.hint}>
          <Trans>The symbol opens every few minutes and stays open for 1 minute.</Trans>
        </p>
      )}
      {!waiting && <CaptchaField token={token} onTokenChange={onTokenChange} error={captchaError} disabled={submit.pending} />}
      <Button type="submit" variant="accent" busy={submit.pending} disabled={waiting}>
        <Trans>Open the case</Trans>
      </Button>
    </form>
  )
}
