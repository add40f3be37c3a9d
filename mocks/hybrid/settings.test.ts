import { describe, expect, it } from 'vitest'
import type { OperationRef } from './operation-rule.ts'
import { hybridInputFromEnv, hybridSettings } from './settings.ts'

const operations: OperationRef[] = [
  { id: 'openCase', method: 'POST', path: '/cases/{slug}/open' },
  { id: 'getCore', method: 'GET', path: '/core' },
]

describe('hybrid mode settings', () => {
  it('come from API_BASE_URL, FAKE_OPERATIONS and REAL_OPERATIONS', () => {
    const env = { API_BASE_URL: 'https://staging.example/api/', FAKE_OPERATIONS: '*', REAL_OPERATIONS: 'getCore' }
    expect(hybridSettings(hybridInputFromEnv(env), operations)).toEqual({
      settings: { realApiBaseUrl: 'https://staging.example/api', fake: ['*'], real: ['getCore'] },
    })
  })

  it('name every problem, so a host refuses to start with all of them at once', () => {
    const checked = hybridSettings(
      hybridInputFromEnv({ FAKE_OPERATIONS: 'openCase,getCaseTasks', REAL_OPERATIONS: '/nowhere/*' }),
      operations,
    )
    expect(checked).toEqual({
      problems: [
        expect.stringMatching(/^API_BASE_URL is not set/) as string,
        'FAKE_OPERATIONS names "getCaseTasks", which matches no operation of openapi/openapi.yaml',
        'REAL_OPERATIONS names "/nowhere/*", which matches no operation of openapi/openapi.yaml',
      ],
    })
  })

  it.each([
    ['/api', /is not an absolute address/],
    ['ftp://staging.example/api', /must be http or https/],
  ])('refuse API_BASE_URL=%s', (address, problem) => {
    const checked = hybridSettings({ realApiBaseUrl: address, fakeOperations: 'openCase' }, operations)
    expect('problems' in checked && checked.problems).toEqual([expect.stringMatching(problem)])
  })

  it('refuse a split that fakes nothing', () => {
    const checked = hybridSettings({ realApiBaseUrl: 'http://localhost:4010/api', fakeOperations: ' , ' }, operations)
    expect('problems' in checked && checked.problems).toEqual([expect.stringMatching(/^FAKE_OPERATIONS is empty/)])
  })
})
