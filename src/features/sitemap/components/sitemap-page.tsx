import { Link } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { localeParam } from '~/shared/i18n/locale'
import { useApi, useLocale } from '~/shared/services/app-services'
import { sitemapQueryOptions } from '../api/sitemap'
import { SitemapSection } from './sitemap-section'
import styles from './sitemap-page.module.css'

/** /sitemap: every page of the site for people, linked. */
export function SitemapPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const lp = localeParam(locale)
  const { data } = useSuspenseQuery(sitemapQueryOptions(useApi()))
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Sitemap</Trans>
      </h1>
      <SitemapSection title={t`Pages`}>
        <ul className={styles.columns}>
          <li>
            <Link to="/{-$locale}" params={{ locale: lp }} activeOptions={{ exact: true }}>
              {t`Home`}
            </Link>
          </li>
          <li>
            <Link to="/{-$locale}/cards" params={{ locale: lp }}>
              {t`All sites`}
            </Link>
          </li>
          <li>
            <Link to="/{-$locale}/articles" params={{ locale: lp }}>
              {t`Articles`}
            </Link>
          </li>
          <li>
            <Link to="/{-$locale}/search" params={{ locale: lp }}>
              {t`Search`}
            </Link>
          </li>
          <li>
            <Link to="/{-$locale}/contacts" params={{ locale: lp }}>
              {t`Contacts`}
            </Link>
          </li>
          <li>
            <Link to="/{-$locale}/privacy" params={{ locale: lp }}>
              {t`Privacy policy`}
            </Link>
          </li>
          <li>
            <Link to="/{-$locale}/games" params={{ locale: lp }}>
              {t`Game modes`}
            </Link>
          </li>
          <li>
            <Link to="/{-$locale}/games/cases" params={{ locale: lp }}>
              {t`Free cases`}
            </Link>
          </li>
          <li>
            <Link to="/{-$locale}/games/giveaways/$type" params={{ locale: lp, type: 'games' }}>
              {t`Game key giveaways`}
            </Link>
          </li>
          <li>
            <Link to="/{-$locale}/games/giveaways/$type" params={{ locale: lp, type: 'promocodes' }}>
              {t`Promocode giveaways`}
            </Link>
          </li>
          <li>
            <Link to="/{-$locale}/games/fair" params={{ locale: lp }}>
              {t`Provably fair drops`}
            </Link>
          </li>
          <li>
            <Link to="/{-$locale}/shop" params={{ locale: lp }}>
              {t`Shop`}
            </Link>
          </li>
          <li>
            <Link to="/{-$locale}/ref" params={{ locale: lp }}>
              {t`Affiliate program`}
            </Link>
          </li>
        </ul>
      </SitemapSection>
      <SitemapSection title={t`Categories`}>
        <ul className={styles.columns}>
          {data.categories.map((category) => (
            <li key={category.slug} className={styles.category}>
              <Link to="/{-$locale}/$slug" params={{ locale: lp, slug: category.slug }} className={styles.categoryLink}>
                {category.name}
              </Link>
              {category.subcategories.length > 0 && (
                <ul className={styles.nested}>
                  {category.subcategories.map((subcategory) => (
                    <li key={subcategory.slug}>
                      <Link
                        to="/{-$locale}/$slug/$subcategorySlug"
                        params={{ locale: lp, slug: category.slug, subcategorySlug: subcategory.slug }}
                      >
                        {subcategory.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </SitemapSection>
      <SitemapSection title={t`Sites`}>
        <ul className={styles.columns}>
          {data.cards.map((card) => (
            <li key={card.slug}>
              <Link to="/{-$locale}/cards/$slug" params={{ locale: lp, slug: card.slug }}>
                {card.title}
              </Link>
            </li>
          ))}
        </ul>
      </SitemapSection>
      <SitemapSection title={t`Free cases`}>
        <ul className={styles.columns}>
          {data.cases.map((item) => (
            <li key={item.slug}>
              <Link to="/{-$locale}/games/cases/$slug" params={{ locale: lp, slug: item.slug }}>
                {item.title}
              </Link>
            </li>
          ))}
        </ul>
      </SitemapSection>
      <SitemapSection title={t`Giveaways`}>
        <ul className={styles.columns}>
          {data.giveaways.map((giveaway) => (
            <li key={giveaway.slug}>
              <Link
                to="/{-$locale}/games/giveaways/$type/$slug"
                params={{ locale: lp, type: giveaway.type, slug: giveaway.slug }}
              >
                {giveaway.title}
              </Link>
            </li>
          ))}
        </ul>
      </SitemapSection>
      <SitemapSection title={t`Articles`}>
        <ul className={styles.columns}>
          {data.articles.map((article) => (
            <li key={article.slug}>
              <Link to="/{-$locale}/articles/$slug" params={{ locale: lp, slug: article.slug }}>
                {article.title}
              </Link>
            </li>
          ))}
        </ul>
      </SitemapSection>
    </div>
  )
}
