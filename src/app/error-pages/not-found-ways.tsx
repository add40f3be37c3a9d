import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocale } from '~/shared/services/app-services'
import { localeParam } from '~/shared/i18n/locale'
import styles from './error-page.module.css'

/** A lost visitor is offered the site's main sections rather than only the way home. */
export function NotFoundWays() {
  const { t } = useLingui()
  const locale = useLocale()
  const params = { locale: localeParam(locale) }
  return (
    <>
      <p className={styles.hint}>
        <Trans>The address may be mistyped, or the page has moved. These sections are a good place to go on:</Trans>
      </p>
      <nav aria-label={t`Popular sections`}>
        <ul className={styles.ways}>
          <li>
            <Link to="/{-$locale}/cards" params={params}>
              <Trans>All sites</Trans>
            </Link>
          </li>
          <li>
            <Link to="/{-$locale}/games/cases" params={params}>
              <Trans>Free cases</Trans>
            </Link>
          </li>
          <li>
            <Link to="/{-$locale}/shop" params={params}>
              <Trans>Skin shop</Trans>
            </Link>
          </li>
          <li>
            <Link to="/{-$locale}/articles" params={params}>
              <Trans>Articles</Trans>
            </Link>
          </li>
          <li>
            <Link to="/{-$locale}/sitemap" params={params}>
              <Trans>Sitemap</Trans>
            </Link>
          </li>
        </ul>
      </nav>
    </>
  )
}
