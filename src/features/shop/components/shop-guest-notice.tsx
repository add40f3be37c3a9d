import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { Icon } from '~/shared/ui/icon/icon'
import styles from './shop-guest-notice.module.css'

/** Spec section 6: the shop needs sign-in. Said on the page, before anyone presses Buy. */
export function ShopGuestNotice({ signIn }: { signIn: ReactNode }) {
  return (
    <section className={styles.notice} aria-labelledby="shop-guest-title">
      <Icon name="coin" size={28} className={styles.icon} />
      <div className={styles.text}>
        <h2 id="shop-guest-title" className={styles.title}>
          <Trans>To use the shop, log in!</Trans>
        </h2>
        <p className={styles.lead}>
          <Trans>
            Sign in with Steam to buy skins for the coins you get from cases, giveaways and invited friends.
          </Trans>
        </p>
      </div>
      <div className={styles.action}>{signIn}</div>
    </section>
  )
}
