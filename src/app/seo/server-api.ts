import { createApiClient, type ApiClient } from '~/api/client'
import { DEFAULT_LOCALE } from '~/shared/i18n/locale'

/** The public origin of the site: configured for production, else the one the request came to. */
export function siteOrigin(request: Request): string {
  return (process.env.SITE_URL || new URL(request.url).origin).replace(/\/$/, '')
}

/** An anonymous API client for server-only routes (sitemap, robots), which render no page. */
export function serverApiClient(request: Request): ApiClient {
  const base = process.env.API_INTERNAL_BASE_URL || import.meta.env.VITE_API_BASE_URL || '/api'
  return createApiClient({ baseUrl: new URL(base, new URL(request.url).origin).toString(), locale: DEFAULT_LOCALE })
}
