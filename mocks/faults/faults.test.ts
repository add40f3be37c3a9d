import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  clearFaults,
  faultKind,
  holdAnswer,
  liftFault,
  MAX_FAULT_DELAY_MS,
  planFault,
  takeFault,
  type FaultKind,
  type Faults,
  type HeldAnswers,
} from './faults.ts'

const serverError: FaultKind = { type: 'error', status: 503, message: { ru: 'Нет', en: 'No' } }

describe('planned failures', () => {
  it('fail the planned number of calls to their path, then answer again', () => {
    const faults: Faults = new Map()
    planFault(faults, { path: '/core', kind: serverError, remaining: 2 })
    expect(takeFault(faults, 'GET', '/core')).toMatchObject({ kind: serverError })
    expect(takeFault(faults, 'POST', '/core')).toMatchObject({ kind: serverError })
    expect(takeFault(faults, 'GET', '/core')).toBeNull()
  })

  it('leave other paths alone', () => {
    const faults: Faults = new Map()
    planFault(faults, { path: '/core', kind: { type: 'network' }, remaining: 1 })
    expect(takeFault(faults, 'GET', '/categories')).toBeNull()
    expect(takeFault(faults, 'GET', '/core')).toMatchObject({ kind: { type: 'network' } })
  })

  it('planned for one method, leave the other methods of the path alone', () => {
    const faults: Faults = new Map()
    planFault(faults, { path: '/profile', method: 'POST', kind: serverError, remaining: 1 })
    expect(takeFault(faults, 'GET', '/profile')).toBeNull()
    expect(takeFault(faults, 'post', '/profile')).toMatchObject({ method: 'POST' })
    expect(takeFault(faults, 'POST', '/profile')).toBeNull()
  })

  it('a fault of the call method goes first, then one for any method', () => {
    const faults: Faults = new Map()
    planFault(faults, { path: '/profile', kind: { type: 'network' }, remaining: 1 })
    planFault(faults, { path: '/profile', method: 'GET', kind: serverError, remaining: 1 })
    expect(takeFault(faults, 'GET', '/profile')).toMatchObject({ kind: serverError })
    expect(takeFault(faults, 'GET', '/profile')).toMatchObject({ kind: { type: 'network' } })
    expect(takeFault(faults, 'GET', '/profile')).toBeNull()
  })

  it('planning a path again replaces its fault; clearing ends them all', () => {
    const faults: Faults = new Map()
    planFault(faults, { path: '/core', kind: serverError, remaining: 5 })
    planFault(faults, { path: '/core', kind: { type: 'network' }, remaining: 1 })
    expect(takeFault(faults, 'GET', '/core')).toMatchObject({ kind: { type: 'network' } })
    expect(takeFault(faults, 'GET', '/core')).toBeNull()
    planFault(faults, { path: '/search', kind: serverError, remaining: 3 })
    clearFaults(faults, new Map())
    expect(takeFault(faults, 'GET', '/search')).toBeNull()
  })

  it('lifting ends the plan of one path and method, leaving the others', () => {
    const faults: Faults = new Map()
    planFault(faults, { path: '/core', kind: serverError, remaining: 20 })
    planFault(faults, { path: '/core', method: 'POST', kind: serverError, remaining: 20 })
    liftFault(faults, '/core', null, new Map())
    expect(takeFault(faults, 'GET', '/core')).toBeNull()
    expect(takeFault(faults, 'POST', '/core')).toMatchObject({ method: 'POST' })
    liftFault(faults, '/core', 'POST', new Map())
    expect(takeFault(faults, 'POST', '/core')).toBeNull()
  })
})

describe('what a control call asks for', () => {
  it('status 0 drops the connection, 401 ends the session', () => {
    expect(faultKind({ status: 0 })).toEqual({ type: 'network' })
    expect(faultKind({ status: 401 })).toEqual({ type: 'session-ended' })
  })

  it('hold keeps the answer until the plan is lifted, whatever else is asked', () => {
    expect(faultKind({ status: 500, hold: true })).toEqual({ type: 'held' })
    expect(faultKind({ status: 200, delayMs: 3000, hold: true })).toEqual({ type: 'held' })
  })

  it('a delay is a slow answer answered normally after it, capped', () => {
    expect(faultKind({ status: 200, delayMs: 3000 })).toEqual({ type: 'slow', delayMs: 3000 })
    expect(faultKind({ status: 200, delayMs: 10 * MAX_FAULT_DELAY_MS })).toEqual({
      type: 'slow',
      delayMs: MAX_FAULT_DELAY_MS,
    })
  })

  it('an error envelope with the given text, or a default per status in both languages', () => {
    expect(faultKind({ status: 409, message: 'Taken' })).toEqual({
      type: 'error',
      status: 409,
      message: { ru: 'Taken', en: 'Taken' },
    })
    expect(faultKind({ status: 500 })).toMatchObject({
      type: 'error',
      status: 500,
      message: { en: 'The service is temporarily unavailable' },
    })
    expect(faultKind({ status: 400 })).toMatchObject({
      type: 'error',
      status: 400,
      message: { en: 'The request was refused' },
    })
  })

  it('422 names the refused fields; without fields it is a plain error envelope', () => {
    expect(faultKind({ status: 422, fields: ['tradelink'] })).toEqual({
      type: 'fields',
      fields: { tradelink: { ru: 'Проверьте это поле', en: 'Please check this field' } },
    })
    expect(faultKind({ status: 422, fields: ['email', 'text'], message: 'Bad' })).toMatchObject({
      fields: { email: { en: 'Bad' }, text: { en: 'Bad' } },
    })
    expect(faultKind({ status: 422 })).toMatchObject({ type: 'error', status: 422 })
  })
})

describe('held answers', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  async function settled(answer: Promise<void>): Promise<boolean> {
    let done = false
    void answer.then(() => (done = true))
    await vi.advanceTimersByTimeAsync(0)
    return done
  }

  it("wait until their path's plan is lifted; other paths keep waiting until all plans end", async () => {
    vi.useFakeTimers()
    const faults: Faults = new Map()
    const held: HeldAnswers = new Map()
    const badges = [holdAnswer(held, '/admin/badges', MAX_FAULT_DELAY_MS), holdAnswer(held, '/admin/badges', 1000)]
    const users = holdAnswer(held, '/admin/users', MAX_FAULT_DELAY_MS)
    expect(await settled(badges[0]!)).toBe(false)
    liftFault(faults, '/admin/badges', null, held)
    expect(await settled(Promise.all(badges).then(() => undefined))).toBe(true)
    expect(await settled(users)).toBe(false)
    expect([...held.keys()]).toEqual(['/admin/users'])
    clearFaults(faults, held)
    expect(await settled(users)).toBe(true)
    expect(held.size).toBe(0)
  })

  it('go on their own after the longest wait, so nothing hangs', async () => {
    vi.useFakeTimers()
    const held: HeldAnswers = new Map()
    const answer = holdAnswer(held, '/core', 1000)
    await vi.advanceTimersByTimeAsync(999)
    expect(await settled(answer)).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await settled(answer)).toBe(true)
    expect(held.size).toBe(0)
  })
})
