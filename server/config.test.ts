import { describe, expect, it } from 'vitest'
import { ConfigError, readServerConfig } from './config.mjs'

const SITE = { SITE_URL: 'https://freeskins.example' }

function problemsOf(env: Record<string, string>): string[] {
  try {
    readServerConfig(env)
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
  return []
}

describe('readServerConfig', () => {
  it('reads the addresses and the defaults', () => {
    expect(
      readServerConfig({
        ...SITE,
        API_BASE_URL: 'https://api.example.com/api/',
        API_INTERNAL_BASE_URL: 'http://api.internal:8080/api',
      }),
    ).toEqual({
      port: 3000,
      host: undefined,
      apiBaseUrl: 'https://api.example.com/api',
      apiInternalBaseUrl: 'http://api.internal:8080/api',
      siteUrl: 'https://freeskins.example',
      logLevel: 'info',
      metricsToken: undefined,
      readyTimeoutMs: 2000,
      drainDelayMs: 0,
      shutdownTimeoutMs: 10_000,
    })
  })

  it("takes an API on the site's own host, and leaves the API address to the build when unset", () => {
    expect(readServerConfig({ ...SITE, API_BASE_URL: '/api' }).apiBaseUrl).toBe('/api')
    expect(readServerConfig(SITE).apiBaseUrl).toBeUndefined()
  })

  it('refuses to start without the site address, naming it', () => {
    expect(problemsOf({})).toEqual([expect.stringMatching(/^SITE_URL is not set: the site's public origin/)])
  })

  it('names every malformed setting at once', () => {
    expect(
      problemsOf({
        SITE_URL: 'https://freeskins.example/ru',
        API_BASE_URL: 'ftp://api.example.com',
        API_INTERNAL_BASE_URL: 'api.internal:8080',
        PORT: '70000',
        LOG_LEVEL: 'loud',
        METRICS_TOKEN: 'short',
        SHUTDOWN_TIMEOUT_MS: '1.5',
      }),
    ).toEqual([
      'PORT=70000 must be a whole number from 0 to 65535',
      'API_BASE_URL=ftp://api.example.com must be http or https',
      'API_INTERNAL_BASE_URL=api.internal:8080 must be http or https',
      'SITE_URL=https://freeskins.example/ru must be an origin, without a path (https://freeskins.example)',
      'LOG_LEVEL=loud must be one of fatal, error, warn, info, debug, trace, silent',
      'METRICS_TOKEN must be at least 16 characters (it guards /metrics)',
      'SHUTDOWN_TIMEOUT_MS=1.5 must be a whole number from 0 to 600000',
    ])
  })

  it('says the server cannot start, with every problem on its own line', () => {
    expect(() => readServerConfig({ SITE_URL: 'nonsense' })).toThrow(
      /^The server cannot start; fix these settings:\n {2}SITE_URL=nonsense is not an absolute address/,
    )
  })
})
