import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { localeParam } from '~/shared/i18n/locale'
import { useLocale } from '~/shared/services/app-services'
import styles from './fairness-commit.module.css'

/**
 * On a case's page: what the signed-in user's next opening is drawn with, committed before it
 * (the server seed's hash), so the drop can be checked once the seed is revealed.
 */
export function FairnessCommit({ fairness }: { fairness: Schemas['FairnessCommit'] | undefined }) {
  const locale = useLocale()
  const howItWorks = (
    <Link to="/{-$locale}/games/fair" params={{ locale: localeParam(locale) }}>
      <Trans>How it works</Trans>
    </Link>
  )
  return (
    <aside className={styles.note} aria-labelledby="fairness-commit-title">
      <h2 id="fairness-commit-title" className={styles.title}>
        <Trans>Provably fair</Trans>
      </h2>
      {fairness ? (
        <p className={styles.text}>
          <Trans>
            Your next opening: server seed hash <code className={styles.code}>{fairness.serverSeedHash}</code>, client
            seed <code className={styles.code}>{fairness.clientSeed}</code>, nonce {fairness.nonce}.
          </Trans>{' '}
          {howItWorks}
        </p>
      ) : (
        <p className={styles.text}>
          <Trans>
            The server commits to every drop before you open the case, and you can check any drop afterwards.
          </Trans>{' '}
          {howItWorks}
        </p>
      )}
    </aside>
  )
}
