import { createApiClient, type ApiClient } from '~/api/client'
import { getRuntimeConfig } from '~/app/runtime-config'
import { apiFetch } from '~/app/server-response/api-fetch'
import { DEFAULT_LOCALE } from '~/shared/i18n/locale'

/** An anonymous API client for server-only routes (sitemap, robots), which render no page. */
export function serverApiClient(request: Request): ApiClient {
  const base = process.env.API_INTERNAL_BASE_URL || getRuntimeConfig().apiBaseUrl
  const requestId = request.headers.get('x-request-id')
  return createApiClient({
    baseUrl: new URL(base, new URL(request.url).origin).toString(),
    locale: DEFAULT_LOCALE,
    headers: requestId ? { 'x-request-id': requestId } : {},
    fetch: apiFetch,
  })
}
