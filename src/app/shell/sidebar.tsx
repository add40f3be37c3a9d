import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { useCore } from '~/shared/core-data/core-query'
import { localeParam } from '~/shared/i18n/locale'
import { safeImageUrl, safeUrl } from '~/shared/lib/safe-url'
import { useLocale } from '~/shared/services/app-services'
import { Icon, type IconName } from '~/shared/ui/icon/icon'
import styles from './sidebar.module.css'

type SocialLinks = Schemas['Config']['social_links']

const socials: ReadonlyArray<{ key: keyof SocialLinks; icon: IconName; name: string }> = [
  { key: 'tg', icon: 'telegram', name: 'Telegram' },
  { key: 'vk', icon: 'vk', name: 'VK' },
  { key: 'steam', icon: 'steam', name: 'Steam' },
]

/**
 * The sidebar (spec section 2): categories, the two game modes, social links and the footer.
 * From 900 px a left column as tall as the page, its contents sticky; below, a horizontal strip above the content.
 */
export function Sidebar() {
  const { t } = useLingui()
  const locale = useLocale()
  const { categories, config } = useCore()
  const params = { locale: localeParam(locale) }

  return (
    <aside className={styles.sidebar} aria-label={t`Sidebar`}>
      <div className={styles.scroller}>
        <nav className={styles.section} aria-labelledby="sidebar-categories">
          <h2 id="sidebar-categories" className={styles.heading}>
            <Trans>Categories</Trans>
          </h2>
          <ul className={styles.categories}>
            {categories.map((category) => {
              const image = safeImageUrl(category.image)
              return (
                <li key={category.id}>
                  <Link to="/{-$locale}/$slug" params={{ ...params, slug: category.slug }} className={styles.category}>
                    {/* Lazy: React would otherwise preload every icon ahead of the stylesheet and the page's own
                        picture, and on a phone most of them are scrolled out of the strip. */}
                    {image ? (
                      <img
                        src={image}
                        alt=""
                        width={32}
                        height={32}
                        className={styles.categoryImage}
                        loading="lazy"
                        decoding="async"
                      />
                    ) : (
                      <span className={styles.categoryImage} />
                    )}
                    <span className={styles.categoryName}>{category.name}</span>
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>

        <nav className={styles.section} aria-labelledby="sidebar-games">
          <h2 id="sidebar-games" className={styles.heading}>
            <Trans>Free games</Trans>
          </h2>
          <ul className={styles.games}>
            <li>
              <Link
                to="/{-$locale}/games/giveaways/$type"
                params={{ ...params, type: 'games' }}
                className={`${styles.game} ${styles.giveaways}`}
              >
                <Icon name="gift" size={22} />
                <span>
                  <Trans>Game key giveaways</Trans>
                </span>
              </Link>
            </li>
            <li>
              <Link to="/{-$locale}/games/cases" params={params} className={`${styles.game} ${styles.cases}`}>
                <Icon name="case" size={22} />
                <span>
                  <Trans>Free cases</Trans>
                </span>
              </Link>
            </li>
          </ul>
        </nav>

        <section className={styles.section} aria-labelledby="sidebar-social">
          <h2 id="sidebar-social" className={styles.heading}>
            <Trans>Follow us</Trans>
          </h2>
          <ul className={styles.socials}>
            {socials.map(({ key, icon, name }) => {
              const href = safeUrl(config.social_links[key])
              if (!href) return null
              return (
                <li key={key}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={`${styles.social} ${styles[key]}`}
                    aria-label={t`${name} (opens in a new tab)`}
                  >
                    <Icon name={icon} size={20} />
                  </a>
                </li>
              )
            })}
          </ul>
        </section>

        <footer className={styles.footer}>
          <Link to="/{-$locale}/sitemap" params={params} className={styles.footerLink}>
            <Trans>Sitemap</Trans>
          </Link>
          <Link to="/{-$locale}/privacy" params={params} className={styles.footerLink}>
            <Trans>Privacy policy</Trans>
          </Link>
        </footer>
      </div>
    </aside>
  )
}
