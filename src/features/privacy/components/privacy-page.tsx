import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { localeParam } from '~/shared/i18n/locale'
import { useLocale } from '~/shared/services/app-services'
import styles from './privacy-page.module.css'

/** /privacy: what the site collects about its visitors, why, and what they can do about it. */
export function PrivacyPage() {
  const locale = useLocale()
  const contacts = (
    <Link to="/{-$locale}/contacts" params={{ locale: localeParam(locale) }}>
      <Trans>contacts page</Trans>
    </Link>
  )
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Privacy policy</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans>
          This policy explains which personal data FreeSkins collects when you use the site, why we need it, how long we
          keep it and what rights you have. By using the site you agree to this policy.
        </Trans>
      </p>

      <h2>
        <Trans>What we collect</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Your game-platform account data when you sign in: the account id, the public profile name, the avatar and
            the account level. We never see or store your password.
          </Trans>
        </li>
        <li>
          <Trans>
            Data you give us yourself: your trade link, the social network and messenger accounts you link, your
            comments and reviews, and the promocodes you activate.
          </Trans>
        </li>
        <li>
          <Trans>
            Data about your activity on the site: opened cases, dropped and sold items, shop purchases, trades, giveaway
            rewards, completed tasks, referrals and your coin balance.
          </Trans>
        </li>
        <li>
          <Trans>
            Technical data: IP address, browser and device type, language, pages visited and the time of visits,
            collected in server logs and by an analytics counter.
          </Trans>
        </li>
      </ul>

      <h2>
        <Trans>Why we use it</Trans>
      </h2>
      <p>
        <Trans>
          We use this data to let you sign in, to run the free game modes (cases, giveaways, the shop and the referral
          programme), to send the items you receive to your trade link, to show your history in the profile, to protect
          the site against fraud and abuse, to answer your requests and to improve the site. We do not sell your
          personal data.
        </Trans>
      </p>

      <h2>
        <Trans>Cookies and local storage</Trans>
      </h2>
      <p>
        <Trans>
          The site stores a session cookie to keep you signed in, your language choice, and your answers to the age and
          cookie questions. The analytics counter uses its own cookies to count visits. You can delete cookies in your
          browser at any time; you will then be signed out and asked the questions again.
        </Trans>
      </p>

      <h2>
        <Trans>Who we share it with</Trans>
      </h2>
      <p>
        <Trans>
          We share data only as far as needed to provide the service: with the game platform to sign you in and to send
          trade offers, with the social network and messenger you link, with our hosting and analytics providers, and
          with authorities when the law requires it.
        </Trans>
      </p>

      <h2>
        <Trans>Third-party sites</Trans>
      </h2>
      <p>
        <Trans>
          The sites listed in our catalogue are run by other companies. When you follow a link to them, their own terms
          and privacy policies apply; we are not responsible for how they handle your data.
        </Trans>
      </p>

      <h2>
        <Trans>How long we keep it</Trans>
      </h2>
      <p>
        <Trans>
          We keep account data while your account exists and delete it within 30 days after you ask us to. Trade and
          balance records may be kept longer where the law or fraud prevention requires it. Server logs are deleted
          after 90 days.
        </Trans>
      </p>

      <h2>
        <Trans>Your rights</Trans>
      </h2>
      <p>
        <Trans>
          You may ask us which data we hold about you, ask us to correct or delete it, unlink social accounts in your
          profile, and withdraw your consent to marketing messages at any time. To do so, write to us using the{' '}
          {contacts}.
        </Trans>
      </p>

      <h2>
        <Trans>Age</Trans>
      </h2>
      <p>
        <Trans>
          The site is intended for adults. We do not knowingly collect data about children; if you believe a child has
          given us personal data, contact us and we will delete it.
        </Trans>
      </p>

      <h2>
        <Trans>Changes to this policy</Trans>
      </h2>
      <p>
        <Trans>
          We may update this policy when the site or the law changes. The current version is always published on this
          page; significant changes are also announced in the site notifications.
        </Trans>
      </p>
    </article>
  )
}
