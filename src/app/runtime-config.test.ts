import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiConfigFrom, getRuntimeConfig } from './runtime-config'

afterEach(() => vi.unstubAllEnvs())

/** The server's side (tests run it: only a build compiles the browser's side in). */
describe('getRuntimeConfig on the server', () => {
  it('reads the addresses the server was started with', () => {
    vi.stubEnv('API_BASE_URL', 'https://api.example.com/api')
    vi.stubEnv('SITE_URL', 'https://freeskins.example/')
    expect(getRuntimeConfig()).toEqual({
      apiBaseUrl: 'https://api.example.com/api',
      siteUrl: 'https://freeskins.example',
    })
  })

  it("falls back to the build's API address", () => {
    vi.stubEnv('API_BASE_URL', '')
    vi.stubEnv('VITE_API_BASE_URL', '')
    vi.stubEnv('SITE_URL', 'https://freeskins.example')
    expect(getRuntimeConfig().apiBaseUrl).toBe('/api')
    vi.stubEnv('VITE_API_BASE_URL', 'https://built.example/api')
    expect(getRuntimeConfig().apiBaseUrl).toBe('https://built.example/api')
  })

  it('says why when it has neither SITE_URL nor a request to take the origin from', () => {
    vi.stubEnv('SITE_URL', '')
    expect(() => getRuntimeConfig()).toThrow(
      'SITE_URL is not set, and there is no request to take the site origin from',
    )
  })
})

describe('the API part in hybrid mode', () => {
  const env = {
    API_BASE_URL: 'https://staging.example/api',
    FAKE_OPERATIONS: 'openCase,listCaseTasks',
    REAL_OPERATIONS: '',
  }

  it('keeps the page on the fake backend, with the real API and the split for it', () => {
    expect(apiConfigFrom(env, 'hybrid')).toEqual({
      apiBaseUrl: '/api',
      hybrid: {
        realApiBaseUrl: 'https://staging.example/api',
        fakeOperations: 'openCase,listCaseTasks',
        realOperations: '',
      },
    })
  })

  it('is API_BASE_URL itself in any other mode, with no word of faking', () => {
    expect(apiConfigFrom(env, 'off')).toEqual({ apiBaseUrl: 'https://staging.example/api' })
  })
})
