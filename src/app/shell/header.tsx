import { useLingui } from '@lingui/react/macro'
import { AdminPanelLink } from '~/features/auth/components/admin-panel-link'
import { BalanceLink } from '~/features/auth/components/balance-link'
import { LogoutButton } from '~/features/auth/components/logout-button'
import { SignInButton } from '~/features/auth/components/sign-in-button'
import { UserButton } from '~/features/auth/components/user-button'
import { NotificationsMenu } from '~/features/notifications/components/notifications-menu'
import { HeaderSearch } from '~/features/search/components/header/header-search'
import { useCurrentUser } from '~/shared/core-data/core-query'
import { LanguageSwitcher } from './language-switcher'
import { LogoLink } from './logo-link'
import { MainNav } from './main-nav'
import { MobileMenu } from './mobile-menu'
import styles from './header.module.css'

/**
 * The site header (spec section 2). Below 1440 px the links move into the burger menu, and
 * below 900 px the account actions and the language switcher move there too, leaving the
 * balance alone in the row.
 */
export function Header() {
  const { t } = useLingui()
  const user = useCurrentUser()
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <LogoLink />
        <MainNav variant="bar" className={styles.wideNav} />
        <HeaderSearch className={styles.search} />
        <div className={styles.actions}>
          {user && <NotificationsMenu />}
          {user && <BalanceLink balance={user.balance} className={styles.rowBalance} />}
          <div className={styles.account}>
            <LanguageSwitcher />
            {user ? (
              <>
                <UserButton user={user} nameYieldsToHeaderLinks />
                <AdminPanelLink />
                <LogoutButton />
              </>
            ) : (
              <SignInButton />
            )}
          </div>
          <MobileMenu className={styles.burger}>
            <MainNav variant="menu" />
            <section className={styles.menuAccount} aria-label={t`Account`}>
              {user ? (
                <>
                  <UserButton user={user} className={styles.menuUser} />
                  <AdminPanelLink withLabel />
                  <LogoutButton withLabel />
                </>
              ) : (
                <SignInButton className={styles.menuSignIn} />
              )}
              <LanguageSwitcher withLabel />
            </section>
          </MobileMenu>
        </div>
      </div>
    </header>
  )
}
