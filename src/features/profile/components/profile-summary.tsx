import { Trans, useLingui } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { Button } from '~/shared/ui/button/button'
import { safeImageUrl } from '~/shared/lib/safe-url'
import { useGuardedAction } from '~/shared/forms/use-guarded-action'
import { useToasts } from '~/shared/services/app-services'
import { useCheckSteamLevel } from '../api/check-steam-level'
import styles from './profile-summary.module.css'

/** Who the user is on the game platform, with a refresh of the level. */
export function ProfileSummary({ profile }: { profile: Schemas['Profile'] }) {
  const { t } = useLingui()
  const toasts = useToasts()
  const checkLevel = useCheckSteamLevel()
  const guard = useGuardedAction()
  const avatar = safeImageUrl(profile.steamAvatar)
  const level = profile.steamLevel

  const onCheck = () =>
    void guard.run(() =>
      checkLevel.mutateAsync(undefined, {
        onSuccess: ({ steamLevel }) => toasts.show(t`Your Steam level is ${steamLevel}.`, 'success'),
      }),
    )

  return (
    <section className={styles.summary} aria-labelledby="profile-name">
      {avatar && <img className={styles.avatar} src={avatar} alt="" width={72} height={72} />}
      <div className={styles.who}>
        <h2 id="profile-name" className={styles.name}>
          {profile.steamName}
        </h2>
        <p className={styles.level}>
          <Trans>Steam level: {level}</Trans>
        </p>
        <Button size="sm" variant="secondary" busy={guard.pending} onClick={onCheck}>
          <Trans>Check the level</Trans>
        </Button>
      </div>
    </section>
  )
}
