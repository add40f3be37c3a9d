import { describe, expect, it } from 'vitest'
import { contractChecker } from '../contract/requests/source.ts'
import { CALL_LOG_LIMIT, loggedPath, recordCall, restoreCalls, startCall, type CallLog } from './call-log.ts'

const fresh = (): CallLog => ({ nextId: 1, calls: [] })

describe('the call log', () => {
  it.each([
    ['http://localhost:3000/api/core', '/core'],
    ['http://localhost:4312/api/cards?page=2&sort=new', '/cards?page=2&sort=new'],
    ['http://localhost:3000/api/__control/calls', null],
    ['http://localhost:3000/api/fake-images/card/1.svg', null],
    ['http://localhost:3000/assets/app.js', null],
  ])('logs %s as %s', (url, path) => {
    expect(loggedPath(new URL(url))).toBe(path)
  })

  it('keeps the newest calls first, with status, duration, who answered and the operation, at most the limit', async () => {
    // The operation comes from the contract, which every request to /api has loaded before it is answered.
    await contractChecker()
    const log = fresh()
    let now = 1000
    const finish = startCall(log, new Request('http://localhost/api/cases/x/open?a=1', { method: 'POST' }), () => now)
    now = 1234.4
    finish?.(422, 'real')
    expect(log.calls).toEqual([
      {
        id: 1,
        method: 'POST',
        path: '/cases/x/open?a=1',
        status: 422,
        durationMs: 234,
        atMs: expect.any(Number) as number,
        answeredBy: 'real',
        operation: 'openCase',
      },
    ])
    expect(startCall(log, new Request('http://localhost/api/__control'))).toBeNull()
    for (let i = 0; i < CALL_LOG_LIMIT + 5; i += 1)
      recordCall(log, {
        method: 'GET',
        path: `/n${i}`,
        status: 200,
        durationMs: 1,
        atMs: 0,
        answeredBy: 'fake',
        operation: null,
      })
    expect(log.calls).toHaveLength(CALL_LOG_LIMIT)
    expect(log.calls[0]).toMatchObject({ path: `/n${CALL_LOG_LIMIT + 4}`, id: CALL_LOG_LIMIT + 6 })
  })

  it('restores saved calls, counting on from the newest id', () => {
    const log = fresh()
    restoreCalls(log, [
      {
        id: 9,
        method: 'GET',
        path: '/core',
        status: 0,
        durationMs: 3,
        atMs: 1,
        answeredBy: 'fake',
        operation: 'getCore',
      },
      {
        id: 8,
        method: 'GET',
        path: '/cards',
        status: 200,
        durationMs: 3,
        atMs: 1,
        answeredBy: 'fake',
        operation: 'listCards',
      },
    ])
    recordCall(log, {
      method: 'GET',
      path: '/shop',
      status: 200,
      durationMs: 1,
      atMs: 2,
      answeredBy: 'fake',
      operation: 'listShopItems',
    })
    expect(log.calls.map((call) => call.id)).toEqual([10, 9, 8])
  })
})
