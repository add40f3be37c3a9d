import { Trans, useLingui } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { Button } from '~/shared/ui/button/button'
import { CaptchaField } from '~/shared/ui/captcha/captcha-field'
import { useCaptchaSubmit } from '~/shared/ui/captcha/use-captcha-submit'
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
  const captcha = useCaptchaSubmit((token, onError) => take.mutateAsync(token, { onError }))

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
    <form className={styles.form} onSubmit={captcha.onSubmit} noValidate>
      <p className={styles.note}>
        <Trans>Complete all the tasks, then take your reward.</Trans>
      </p>
      <CaptchaField {...captcha.field} />
      <Button type="submit" variant="accent" busy={captcha.pending}>
        <Trans>Take the reward</Trans>
      </Button>
    </form>
  )
}
