import { Trans } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { useCaptchaForm } from '~/shared/ui/captcha/use-captcha-form'
import { useTakeReward } from '../api/take-reward'
import styles from './reward-panel.module.css'

/** Taking a reward: the captcha, then the server checks the tasks, the level and what is left. */
export function RewardForm({ giveaway }: { giveaway: Schemas['Giveaway'] }) {
  const take = useTakeReward(giveaway)
  const form = useCaptchaForm((token) => take.mutateAsync(token))
  return (
    <form.AppForm>
      <form.Form className={styles.form}>
        <p className={styles.note}>
          <Trans>Complete all the tasks, then take your reward.</Trans>
        </p>
        <form.AppField name="captchaToken">{(field) => <field.CaptchaTokenField />}</form.AppField>
        <form.SubmitButton variant="accent">
          <Trans>Take the reward</Trans>
        </form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
