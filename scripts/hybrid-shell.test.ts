import { describe, expect, it } from 'vitest'
import { asksForHybridMode, shellInHybridMode } from './hybrid-shell.ts'

/** What the demo's prerendered shell carries: React escapes the attribute. */
const shell =
  '<head><meta name="runtime-config" content="{&quot;apiBaseUrl&quot;:&quot;/api&quot;,&quot;siteUrl&quot;:&quot;http://localhost:4173&quot;}" nonce="n"/></head>'

function runtimeConfig(html: string): unknown {
  const content = /content="([^"]*)"/.exec(html)?.[1] ?? ''
  return JSON.parse(content.replaceAll('&quot;', '"').replaceAll('&amp;', '&'))
}

describe("the demo's hybrid mode, chosen when it is served", () => {
  it('is asked for by FAKE_OPERATIONS or REAL_OPERATIONS', () => {
    expect([
      asksForHybridMode({}),
      asksForHybridMode({ API_BASE_URL: 'https://x.example/api' }),
      asksForHybridMode({ FAKE_OPERATIONS: '*' }),
    ]).toEqual([false, false, true])
  })

  it("goes into the shell's runtime config beside what the build wrote", () => {
    const env = {
      API_BASE_URL: 'http://localhost:4010/api?a=1&b=2',
      FAKE_OPERATIONS: '*',
      REAL_OPERATIONS: 'getCore, GET /cards/*',
    }
    const served = shellInHybridMode(shell, env)
    expect(runtimeConfig(served)).toEqual({
      apiBaseUrl: '/api',
      siteUrl: 'http://localhost:4173',
      hybrid: {
        realApiBaseUrl: 'http://localhost:4010/api?a=1&b=2',
        fakeOperations: '*',
        realOperations: 'getCore, GET /cards/*',
      },
    })
    expect(served).toContain('nonce="n"/></head>')
  })

  it('refuses settings that do not hold, naming each problem', () => {
    expect(() => shellInHybridMode(shell, { FAKE_OPERATIONS: 'openCase,getCaseTasks' })).toThrow(
      /Hybrid mode cannot start:\n- API_BASE_URL is not set.*\n- FAKE_OPERATIONS names "getCaseTasks", which matches no operation/,
    )
    expect(() =>
      shellInHybridMode('<head></head>', { API_BASE_URL: 'http://localhost:4010/api', FAKE_OPERATIONS: 'openCase' }),
    ).toThrow(/no runtime-config meta/)
  })
})
