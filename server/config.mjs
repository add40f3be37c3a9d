// The settings `npm start` reads from its environment when it starts. One build runs anywhere:
// where the API is and what the site's address is are read here, not baked in by `vite build`.
// A missing or malformed setting stops the server with a message naming it, before it listens.

export class ConfigError extends Error {
  /** @param {string[]} problems */
  constructor(problems) {
    super(`The server cannot start; fix these settings:\n  ${problems.join('\n  ')}`)
    this.problems = problems
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']

/**
 * @param {NodeJS.ProcessEnv} env
 * @returns {import('./config.d.mts').ServerConfig}
 */
export function readServerConfig(env) {
  const problems = []
  const setting = (name) => {
    const value = env[name]?.trim()
    return value ? value : undefined
  }

  const absoluteUrl = (name, { required = false, originOnly = false } = {}) => {
    const value = setting(name)
    if (value === undefined) {
      if (required) problems.push(`${name} is not set: ${HINTS[name]}`)
      return undefined
    }
    let url
    try {
      url = new URL(value)
    } catch {
      problems.push(`${name}=${value} is not an absolute address: ${HINTS[name]}`)
      return undefined
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') problems.push(`${name}=${value} must be http or https`)
    else if (originOnly && (url.pathname !== '/' || url.search || url.hash))
      problems.push(`${name}=${value} must be an origin, without a path (${url.origin})`)
    else if (url.search || url.hash) problems.push(`${name}=${value} must not carry a query or fragment`)
    return originOnly ? url.origin : value.replace(/\/+$/, '')
  }

  /** The browser's API address may be site-relative (`/api`, routed by the proxy in front). */
  const browserApiUrl = () => {
    const value = setting('API_BASE_URL')
    if (value === undefined) return undefined
    if (value.startsWith('/') && !value.startsWith('//')) return value.replace(/\/+$/, '') || '/'
    return absoluteUrl('API_BASE_URL')
  }

  const integer = (name, fallback, { min, max }) => {
    const value = setting(name)
    if (value === undefined) return fallback
    const number = Number(value)
    if (!Number.isInteger(number) || number < min || number > max) {
      problems.push(`${name}=${value} must be a whole number from ${min} to ${max}`)
      return fallback
    }
    return number
  }

  const logLevel = () => {
    const level = setting('LOG_LEVEL') ?? 'info'
    if (!LOG_LEVELS.includes(level)) problems.push(`LOG_LEVEL=${level} must be one of ${LOG_LEVELS.join(', ')}`)
    return level
  }

  const metricsToken = () => {
    const token = setting('METRICS_TOKEN')
    if (token !== undefined && token.length < 16)
      problems.push('METRICS_TOKEN must be at least 16 characters (it guards /metrics)')
    return token
  }

  // In this order, which is the order the problems are told in.
  const config = {
    port: integer('PORT', 3000, { min: 0, max: 65535 }),
    host: setting('HOST'),
    apiBaseUrl: browserApiUrl(),
    apiInternalBaseUrl: absoluteUrl('API_INTERNAL_BASE_URL'),
    siteUrl: absoluteUrl('SITE_URL', { required: true, originOnly: true }),
    logLevel: logLevel(),
    metricsToken: metricsToken(),
    readyTimeoutMs: integer('READY_TIMEOUT_MS', 2000, { min: 100, max: 60_000 }),
    drainDelayMs: integer('SHUTDOWN_DRAIN_DELAY_MS', 0, { min: 0, max: 120_000 }),
    shutdownTimeoutMs: integer('SHUTDOWN_TIMEOUT_MS', 10_000, { min: 0, max: 600_000 }),
  }
  if (problems.length > 0) throw new ConfigError(problems)
  return config
}

const HINTS = {
  API_BASE_URL:
    'the API address the browser calls, e.g. https://api.example.com/api, or /api when the proxy in front routes it',
  API_INTERNAL_BASE_URL: 'where this server reaches the API, e.g. http://api.internal:8080/api',
  SITE_URL: "the site's public origin, e.g. https://freeskins.example (canonical links, hreflang, Open Graph)",
}
