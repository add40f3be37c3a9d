import { Trans, useLingui } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { useCaptchaForm } from '~/shared/ui/captcha/use-captcha-form'
import { CopyButton } from '~/shared/ui/copy-button/copy-button'
import { useTakeReward } from '../api/take-reward'
import styles from './reward-panel.module.css'

/**
 * The user's reward from the giveaway (a game key or a promocode) with a copy button, or the
 * form to take one. The conditions (tasks, level, rewards left) are the server's to enforce.
 */
export function RewardPanel({ giveaway }: { giveaway: Schemas['Giveaway'] }) {
  const { t } = useLingui()
  const take = useTakeReward(giveaway)
  const form = useCaptchaForm((token) => take.mutateAsync(token))

  if (giveaway.userLastReward) {
    const reward = giveaway.userLastReward.reward
    return (
      <div className={styles.reward}>
        <p className={styles.label}>{giveaway.type === 'games' ? <Trans>Your game key</Trans> : <Trans>Your promocode</Trans>}</p>
        <CopyButton text={reward} label={t`Copy ${reward}`} />
      </div>
    )
  }

  if (giveaway.status === 'ended') {
    return (
      <p className={styles.note}>
        <Trans>The giveaway has ended.</Trans>
      </p>
    )
  }

  if (giveaway.rewardsCount === 0) {
    return (
      <p className={styles.note}>
        <Trans>No rewards are left.</Trans>
      </p>
    )
  }

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
