import { useQueryClient } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { useCaptchaForm } from '~/shared/ui/captcha/use-captcha-form'
import { Countdown, useTimeLeft } from '~/shared/ui/countdown/countdown'
import { caseQueryKey } from '../api/case'
import { useOpenCase } from '../api/open-case'
import styles from './case-open-panel.module.css'

/**
 * Opening a case: wait for `nextOpeningDate`, pass the captcha, open. What gates the case
 * (tasks, promocode, the symbol's minute) is explained here and enforced by the server, whose
 * refusal arrives as an error toast.
 */
export function CaseOpenPanel({ item }: { item: Schemas['Case'] }) {
  const queryClient = useQueryClient()
  const open = useOpenCase(item.slug)
  const form = useCaptchaForm((token) => open.mutateAsync(token))
  const msLeft = useTimeLeft(item.nextOpeningDate)
  const waiting = msLeft !== 0

  const pendingTasks = item.tasks.filter((task) => !task.completed).length

  return (
    <form.AppForm>
      <form.Form className={styles.panel}>
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
        {!waiting && <form.AppField name="captchaToken">{(field) => <field.CaptchaTokenField />}</form.AppField>}
        <form.SubmitButton variant="accent" disabled={waiting}>
          <Trans>Open the case</Trans>
        </form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
