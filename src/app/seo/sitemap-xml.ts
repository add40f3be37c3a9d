import { LOCALES, localizedPath } from '~/shared/i18n/locale'

/** One page of the site, named by its Russian (unprefixed) path. */
export interface SitemapPage {
  path: string
}

/** The admin panel's path (and `/en/admin`): never in the sitemap, closed to crawlers. */
const PANEL_PATH = '/admin'

/** A category whose slug is `admin` would be the panel's address: the panel shadows it. */
function isPanelPath(path: string): boolean {
  return path === PANEL_PATH || path.startsWith(`${PANEL_PATH}/`)
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)
}

/**
 * sitemap.xml with every page in both languages, each listing its alternates so search engines
 * pair the Russian and English versions (hreflang, x-default = Russian, the default locale).
 */
export function buildSitemapXml(origin: string, pages: readonly SitemapPage[]): string {
  const urls = pages
    .filter(({ path }) => !isPanelPath(path))
    .flatMap(({ path }) => {
      const alternates = [
        ...LOCALES.map((locale) => ({ hreflang: locale, href: origin + localizedPath(path, locale) })),
        { hreflang: 'x-default', href: origin + path },
      ]
      const links = alternates
        .map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeXml(alt.href)}"/>`)
        .join('\n')
      return LOCALES.map(
        (locale) => `  <url>\n    <loc>${escapeXml(origin + localizedPath(path, locale))}</loc>\n${links}\n  </url>`,
      )
    })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

export function buildRobotsTxt(origin: string): string {
  const privatePaths = ['/profile', PANEL_PATH].flatMap((path) => LOCALES.map((locale) => localizedPath(path, locale)))
  return [
    'User-agent: *',
    'Allow: /',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}
