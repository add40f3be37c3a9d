/** The settings of `npm start`, read and checked by readServerConfig. */
export interface ServerConfig {
  port: number
  host: string | undefined
  /** The API address the browser calls; undefined: the build's VITE_API_BASE_URL. */
  apiBaseUrl: string | undefined
  /** Where the server reaches the API; undefined: apiBaseUrl, resolved per request. */
  apiInternalBaseUrl: string | undefined
  /** The site's public origin. */
  siteUrl: string
  logLevel: string
  /** /metrics is served only when set, to `Authorization: Bearer <token>`. */
  metricsToken: string | undefined
  readyTimeoutMs: number
  drainDelayMs: number
  shutdownTimeoutMs: number
}

export class ConfigError extends Error {
  problems: string[]
}

/** Reads the settings; throws a ConfigError naming every missing or malformed one. */
export function readServerConfig(env: NodeJS.ProcessEnv): ServerConfig
