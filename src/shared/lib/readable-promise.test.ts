import { describe, expect, it } from 'vitest'
import { readablePromise } from './readable-promise'

const inspect = (promise: Promise<unknown>) =>
  promise as Promise<unknown> & { status?: string; value?: unknown; reason?: unknown }

describe('readablePromise', () => {
  it('is pending until it settles, then carries its value', async () => {
    const promise = readablePromise(Promise.resolve(7))
    expect(inspect(promise).status).toBe('pending')
    await promise
    expect(inspect(promise)).toMatchObject({ status: 'fulfilled', value: 7 })
  })

  it('carries the reason of a failure', async () => {
    const failure = new Error('chunk failed')
    const promise = readablePromise(Promise.reject(failure))
    await expect(promise).rejects.toBe(failure)
    expect(inspect(promise)).toMatchObject({ status: 'rejected', reason: failure })
  })

  it('reads as settled at once when the value is known', () => {
    const promise = readablePromise(Promise.resolve('ready'), { value: 'ready' })
    expect(inspect(promise)).toMatchObject({ status: 'fulfilled', value: 'ready' })
  })
})
