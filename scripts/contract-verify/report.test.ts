import { describe, expect, it } from 'vitest'
import { formatReport } from './report.ts'
import { exitCode, summarize } from './summary.ts'
import type { Check, Outcome } from './check.ts'
import type { Verification } from './verify.ts'

const header = {
  contract: 'openapi/openapi.yaml (Shop 1.0.0)',
  baseUrl: 'https://staging.example.com/api',
  audiences: ['guest', 'signed-in'] as const,
  writes: true,
}

function check(
  method: string,
  path: string,
  operationId: string,
  audience: Check['audience'],
  outcome: Outcome,
  badInput: string | null = null,
): Check {
  return {
    operation: { method, path, operationId },
    audience,
    badInput,
    url: `https://staging.example.com/api${path}`,
    outcome,
  }
}

const ok = (status: number): Extract<Outcome, { kind: 'answered' }> => ({ kind: 'answered', status, drifts: [] })

const verification: Verification = {
  unreachable: null,
  checks: [
    check('GET', '/core', 'getCore', 'guest', ok(200)),
    check('GET', '/cards/{slug}', 'getCard', 'guest', {
      kind: 'answered',
      status: 200,
      drifts: [
        { kind: 'missing-field', at: '$.data.title', text: 'missing required field $.data.title' },
        {
          kind: 'wrong-type',
          at: '$.data.views',
          text: 'wrong type at $.data.views: expected integer, got string "12"',
        },
      ],
    }),
    check('GET', '/core', 'getCore', 'signed-in', {
      kind: 'no-answer',
      failure: { kind: 'time-out', text: 'time-out: no answer within 10000 ms' },
    }),
    check('GET', '/cards/{slug}', 'getCard', 'signed-in', {
      kind: 'not-called',
      reason: 'no value for {slug}: GET /cards got no answer',
    }),
    check(
      'POST',
      '/shop/buy',
      'buyShopItem',
      'signed-in',
      { ...ok(403), note: 'refused with 403 before the input was read' },
      'without the required field "price"',
    ),
    check('POST', '/shop/buy', 'buyShopItem', 'guest', ok(401)),
    check('POST', '/shop/buy', 'buyShopItem', 'signed-in', {
      kind: 'answered',
      status: 418,
      drifts: [{ kind: 'undeclared-status', text: 'status 418 is not declared (the contract has 200, 401)' }],
    }),
  ],
}

describe('formatReport', () => {
  it('lists the drifts under their call, then calls without an answer or not made, a table and the verdict', () => {
    expect(formatReport(verification, summarize(verification), header)).toBe(
      [
        'API https://staging.example.com/api checked against openapi/openapi.yaml (Shop 1.0.0)',
        'Every GET operation as a guest and signed in, then the POST operations with valid and bad input.',
        '',
        '✗ GET /cards/{slug} (getCard), guest: 200',
        '    - missing required field $.data.title',
        '    - wrong type at $.data.views: expected integer, got string "12"',
        '✗ POST /shop/buy (buyShopItem), signed in: 418',
        '    - status 418 is not declared (the contract has 200, 401)',
        '⚠ GET /core (getCore), signed in: time-out: no answer within 10000 ms',
        '– GET /cards/{slug} (getCard), signed in: not called, no value for {slug}: GET /cards got no answer',
        '· POST /shop/buy (buyShopItem), without the required field "price", signed in: refused with 403 before the input was read',
        '',
        'Operation                             guest    signed in',
        'GET /core (getCore)                   200 ✓    ⚠ time-out',
        'GET /cards/{slug} (getCard)           200 ✗ 2  – not called',
        'POST /shop/buy (buyShopItem)          401 ✓    418 ✗ 1',
        '  without the required field "price"           403 ✓',
        '',
        '7 calls: 3 as the contract says, 2 with drift, 1 without an answer, 1 not called.',
        '✗ 3 drifts in 2 calls: this API is not the one the contract describes.',
      ].join('\n'),
    )
  })

  it('says when the API could not be reached at all', () => {
    const unreachable: Verification = {
      unreachable: { kind: 'refused', text: 'connection refused: nothing listens there (ECONNREFUSED)' },
      checks: [
        check('GET', '/core', 'getCore', 'guest', {
          kind: 'no-answer',
          failure: { kind: 'refused', text: 'connection refused: nothing listens there (ECONNREFUSED)' },
        }),
      ],
    }
    expect(formatReport(unreachable, summarize(unreachable), { ...header, audiences: ['guest'], writes: false })).toBe(
      [
        'API https://staging.example.com/api checked against openapi/openapi.yaml (Shop 1.0.0)',
        'Every GET operation as a guest (reads only).',
        '',
        '⚠ The API could not be reached: connection refused: nothing listens there (ECONNREFUSED). Nothing was checked.',
      ].join('\n'),
    )
  })
})

describe('exitCode', () => {
  const summary = { calls: 10, asDeclared: 10, drifted: 0, drifts: 0, noAnswer: 0, notCalled: 0 }
  it('fails on drift, leaves it open when calls got no answer, passes otherwise', () => {
    expect(exitCode({ ...summary, asDeclared: 8, drifted: 1, drifts: 2, noAnswer: 1 })).toBe(1)
    expect(exitCode({ ...summary, asDeclared: 9, noAnswer: 1 })).toBe(2)
    expect(exitCode({ ...summary, asDeclared: 9, notCalled: 1 })).toBe(0)
  })
})
