import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import type { Need } from '~/api/api-error'
import { localeParam } from '~/shared/i18n/locale'
import { useLocale } from '~/shared/services/app-services'
import styles from './ways-on.module.css'

/** The id of the profile's tradelink field, which a link to `#tradelink` scrolls to and focuses. */
export const TRADELINK_FIELD_ID = 'tradelink'

/** To the profile's tradelink field, for a refusal that needs one. */
export function SetTradelinkLink({ className }: { className?: string }) {
  const locale = useLocale()
  return (
    <Link
      to="/{-$locale}/profile"
      params={{ locale: localeParam(locale) }}
      hash={TRADELINK_FIELD_ID}
      className={className}
    >
      <Trans>Set your tradelink</Trans>
    </Link>
  )
}

/** Where coins come from: case drops sold for coins, and the referral reward. */
export function EarnCoinsLinks() {
  const locale = useLocale()
  const params = { locale: localeParam(locale) }
  return (
    <>
      <Link to="/{-$locale}/games/cases" params={params}>
        <Trans>Open free cases</Trans>
      </Link>
      <Link to="/{-$locale}/ref" params={params}>
        <Trans>Invite friends</Trans>
      </Link>
    </>
  )
}

/**
 * The ways on from a refusal, one line per thing the user lacks, in the order given (the
 * server's `needs`, or what the page already knows).
 */
export function WaysOn({ needs }: { needs: readonly Need[] }) {
  if (needs.length === 0) return null
  return (
    <ul className={styles.ways}>
      {needs.map((need) => (
        <li key={need}>
          {need === 'coins' ? (
            <>
              <span>
                <Trans>Earn coins:</Trans>
              </span>{' '}
              <EarnCoinsLinks />
            </>
          ) : (
            <SetTradelinkLink />
          )}
        </li>
      ))}
    </ul>
  )
}
