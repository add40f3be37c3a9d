export const sitemapKeys = {
  all: ['sitemap'] as const,
}
