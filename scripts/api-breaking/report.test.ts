import { describe, expect, it } from 'vitest'
import type { ContractChange } from './changes.ts'
import { formatReport } from './report.ts'

const options = { base: 'main (merge base 1234567)', revision: 'openapi/openapi.yaml', verbose: false }

const change = (overrides: Partial<ContractChange>): ContractChange => ({
  check: 'response-required-property-removed',
  text: 'removed the required property `data/balance` from the response with the `200` status',
  breaking: true,
  operation: { method: 'POST', path: '/shop/buy', operationId: 'buyShopItem' },
  line: { in: 'base', line: 7991 },
  ...overrides,
})

const enumAdded = change({
  check: 'request-property-enum-value-added',
  text: 'added the new `3` enum value to the request property `type`',
  breaking: false,
  operation: { method: 'POST', path: '/mk', operationId: null },
  line: { in: 'revision', line: 8100 },
})

describe('formatReport', () => {
  it('lists breaking changes under their operation and tells how to accept one', () => {
    const typeChanged = change({
      check: 'request-property-type-changed',
      text: 'the `classId` request property type/format changed from `string`/`` to `integer`/``',
      line: { in: 'revision', line: 8046 },
    })
    const report = formatReport(
      { breaking: [change({}), typeChanged], accepted: [], nonBreaking: [enumAdded], staleMarks: [] },
      options,
    )
    expect(report).toBe(
      [
        'API contract openapi/openapi.yaml compared with main (merge base 1234567)',
        '✗ 2 breaking changes for clients:',
        '  POST /shop/buy (buyShopItem)',
        '    - removed the required property `data/balance` from the response with the `200` status [response-required-property-removed; base line 7991]',
        '    - the `classId` request property type/format changed from `string`/`` to `integer`/`` [request-property-type-changed; line 8046]',
        '1 non-breaking change (--verbose lists them).',
        '✗ Breaking for clients. If it is meant, put x-breaking-change-accepted: "<reason>" on the operation (docs/real-api.md: Contract changes that break clients).',
      ].join('\n'),
    )
  })

  it('shows accepted changes with their reason, stale marks, and the non-breaking ones when verbose', () => {
    const verdict = {
      breaking: [],
      accepted: [{ ...change({}), reason: 'The balance is in GET /profile now' }],
      nonBreaking: [enumAdded],
      staleMarks: [{ operation: 'GET /gone', reason: 'Removed last month', place: 'root' as const }],
    }
    expect(formatReport(verdict, { ...options, verbose: true })).toBe(
      [
        'API contract openapi/openapi.yaml compared with main (merge base 1234567)',
        '✓ 1 breaking change accepted:',
        '  POST /shop/buy (buyShopItem), accepted: "The balance is in GET /profile now"',
        '    - removed the required property `data/balance` from the response with the `200` status [response-required-property-removed; base line 7991]',
        '⚠ 1 accept mark matching no breaking change (remove):',
        '  x-breaking-change-accepted at the root for GET /gone: "Removed last month"',
        '1 non-breaking change:',
        '  POST /mk',
        '    - added the new `3` enum value to the request property `type` [request-property-enum-value-added; line 8100]',
        '✓ Nothing breaks clients unaccepted.',
      ].join('\n'),
    )
  })

  it('says when there is no change at all', () => {
    expect(formatReport({ breaking: [], accepted: [], nonBreaking: [], staleMarks: [] }, options)).toBe(
      'API contract openapi/openapi.yaml compared with main (merge base 1234567)\nNo changes.\n✓ Nothing breaks clients unaccepted.',
    )
  })
})
