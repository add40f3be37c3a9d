import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { Button } from '~/shared/ui/button/button'
import { CaptchaField } from '~/shared/ui/captcha/captcha-field'
import { CopyButton } from '~/shared/ui/copy-button/copy-button'
import { useServerFieldErrors } from '~/shared/lib/forms/use-server-field-errors'
import { useSubmitGuard } from '~/shared/lib/forms/use-submit-guard'
import { useTakeReward } from '../api/take-reward'
import styles from './reward-panel.module.css'

/**
 * The user's reward from the giveaway (a game key or a promocode) with a copy button, or the
 * form to take one. The conditions (tasks, level, rewards left) are the server's to enforce.
 */
export function RewardPanel({ giveaway }: { giveaway: Schemas['Giveaway'] }) {
  const { t } = useLingui()
  const take = useTakeReward(giveaway)
  const submit = useSubmitGuard()
  const fieldErrors = useServerFieldErrors()
  const [token, setToken] = useState<string | null>(null)
  const [tokenMissing, setTokenMissing] = useState(false)

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
    void submit.run(() => take.mutateAsync(token, { onError: fieldErrors.capture }).finally(() => setToken(null)))
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.note}>
        <Trans>Complete all the tasks, then take your reward.</Trans>
      </p>
      <CaptchaField
        token={token}
        onTokenChange={onTokenChange}
        disabled={submit.pending}
        error={tokenMissing ? t`Tick the box to confirm you are not a robot.` : fieldErrors.errorFor('captchaToken')}
      />
      <Button type="submit" variant="accent" busy={submit.pending}>
        <Trans>Take the reward</Trans>
      </Button>
    </form>
  )
}
