import { Trans } from '@lingui/react/macro'
import { formatCoins } from '~/shared/lib/format'
import { useLocale } from '~/shared/services/app-services'

/** An amount of on-site coins, always with 2 decimals (spec section 9). */
export function Coins({ amount, className }: { amount: number; className?: string }) {
  const value = formatCoins(amount, useLocale())
  return (
    <span className={className}>
      <Trans>{value} coins</Trans>
    </span>
  )
}
