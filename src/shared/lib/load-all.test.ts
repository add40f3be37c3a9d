import { describe, expect, it } from 'vitest'
import { loadAll, MISSING_FROM_API } from './load-all'
import { isNotFound } from '@tanstack/react-router'
import { ApiError } from '~/api/api-error'

describe('loadAll', () => {
  it('answers every value in order', async () => {
    await expect(loadAll([Promise.resolve(1), Promise.resolve('two')])).resolves.toEqual([1, 'two'])
  })

  it('fails with the first failure, but only once every load has ended', async () => {
    let slowEnded = false
    const slow = new Promise<void>((resolve) =>
      setTimeout(() => {
        slowEnded = true
        resolve()
      }, 20),
    )
    const loading = loadAll([slow, Promise.reject(new Error('first')), Promise.reject(new Error('second'))])
    await expect(loading).rejects.toThrow('first')
    expect(slowEnded).toBe(true)
  })
})

describe('loadAll with the API', () => {
  it('turns a 404 of the API into the router not-found, and leaves other failures as they are', async () => {
    const missing = loadAll([
      Promise.resolve(1),
      Promise.reject(new ApiError({ kind: 'message', status: 404, message: 'No such category' })),
    ])
    await expect(missing).rejects.toSatisfy(
      (error) => isNotFound(error) && (error as { data?: unknown }).data === MISSING_FROM_API,
    )
    const failed = new ApiError({ kind: 'status', status: 500 })
    await expect(loadAll([Promise.reject(failed)])).rejects.toBe(failed)
  })
})
