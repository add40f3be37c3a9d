import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'

/**
 * What one build needs to know about where it runs, read by the server when it starts (the
 * environment of `npm start`, checked by server/config.mjs) rather than baked in by the build,
 * so the same build goes from staging to production. The page hands it to the browser.
 */
export interface RuntimeConfig {
  /** The API address the browser calls: absolute, or on the site's own host (`/api`). */
  apiBaseUrl: string
  /** The site's public origin, for absolute links: canonical, hreflang, Open Graph, the sitemap. */
  siteUrl: string
}

/** The `<meta name>` that carries the configuration to the browser (see siteHead). */
export const RUNTIME_CONFIG_META = 'runtime-config'

const buildDefaultApiBase = (): string => import.meta.env.VITE_API_BASE_URL || '/api'

/** A development server is told no SITE_URL: its pages link to the address they were asked on. */
function requestOrigin(): string {
  let url: string
  try {
    url = getRequest().url
  } catch {
    throw new Error('SITE_URL is not set, and there is no request to take the site origin from')
  }
  return new URL(url).origin
}

let fromPage: RuntimeConfig | undefined

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (typeof value !== 'object' || value === null) return false
  const { apiBaseUrl, siteUrl } = value as Record<string, unknown>
  return typeof apiBaseUrl === 'string' && typeof siteUrl === 'string'
}

/** Read once: the server wrote it into the page this browser loaded. */
function readFromPage(): RuntimeConfig {
  const content = document.querySelector(`meta[name="${RUNTIME_CONFIG_META}"]`)?.getAttribute('content')
  try {
    const parsed: unknown = content ? JSON.parse(content) : null
    if (isRuntimeConfig(parsed)) return parsed
  } catch {
    // A page without it (a client-only build's hand-made shell) takes the build's defaults.
  }
  return { apiBaseUrl: buildDefaultApiBase(), siteUrl: window.location.origin }
}

export const getRuntimeConfig = createIsomorphicFn()
  .server(
    (): RuntimeConfig => ({
      apiBaseUrl: process.env.API_BASE_URL || buildDefaultApiBase(),
      siteUrl: (process.env.SITE_URL || requestOrigin()).replace(/\/+$/, ''),
    }),
  )
  .client((): RuntimeConfig => (fromPage ??= readFromPage()))
