import { Trans } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { safeImageUrl } from '~/shared/lib/safe-url'
import { CheckLevelButton } from './check-level-button'
import styles from './profile-summary.module.css'

/** Who the user is on the game platform, with a refresh of the level. */
export function ProfileSummary({ profile }: { profile: Schemas['Profile'] }) {
  const avatar = safeImageUrl(profile.steamAvatar)
  const level = profile.steamLevel

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
        <CheckLevelButton />
      </div>
    </section>
  )
}
