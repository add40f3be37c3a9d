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
  /**
   * Hybrid mode of the dev server and the demo (`VITE_API_MOCKING=hybrid`, docs/real-api.md, "Hybrid
   * mode"): the real API behind the fake backend and the operations each answers, as the
   * environment names them; the demo's fake backend reads them from the page. The page still
   * calls `apiBaseUrl`, where the fake answers a call or passes it on.
   */
  hybrid?: HybridRuntimeConfig
}

interface HybridRuntimeConfig {
  realApiBaseUrl: string
  fakeOperations: string
  realOperations: string
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

function isHybridRuntimeConfig(value: unknown): value is HybridRuntimeConfig {
  if (typeof value !== 'object' || value === null) return false
  const { realApiBaseUrl, fakeOperations, realOperations } = value as Record<string, unknown>
  return typeof realApiBaseUrl === 'string' && typeof fakeOperations === 'string' && typeof realOperations === 'string'
}

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (typeof value !== 'object' || value === null) return false
  const { apiBaseUrl, siteUrl, hybrid } = value as Record<string, unknown>
  // Only a build with a fake backend reads hybrid mode: a production build leaves the check out.
  const hybridHolds =
    hybrid === undefined || import.meta.env.VITE_API_MOCKING === 'off' || isHybridRuntimeConfig(hybrid)
  return typeof apiBaseUrl === 'string' && typeof siteUrl === 'string' && hybridHolds
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

/**
 * The API part of the configuration, from the server's environment and the build's
 * `VITE_API_MOCKING`. In hybrid mode `API_BASE_URL` is the real API behind the fake backend,
 * not the address the page calls.
 */
export function apiConfigFrom(
  env: Record<string, string | undefined>,
  apiMocking: ImportMetaEnv['VITE_API_MOCKING'],
): Pick<RuntimeConfig, 'apiBaseUrl' | 'hybrid'> {
  if (apiMocking !== 'hybrid') return { apiBaseUrl: env.API_BASE_URL || buildDefaultApiBase() }
  return {
    apiBaseUrl: buildDefaultApiBase(),
    hybrid: {
      realApiBaseUrl: env.API_BASE_URL ?? '',
      fakeOperations: env.FAKE_OPERATIONS ?? '',
      realOperations: env.REAL_OPERATIONS ?? '',
    },
  }
}

export const getRuntimeConfig = createIsomorphicFn()
  .server((): RuntimeConfig => ({
    ...apiConfigFrom(process.env, import.meta.env.VITE_API_MOCKING),
    siteUrl: (process.env.SITE_URL || requestOrigin()).replace(/\/+$/, ''),
  }))
  .client((): RuntimeConfig => (fromPage ??= readFromPage()))
