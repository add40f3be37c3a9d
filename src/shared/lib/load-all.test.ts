import { describe, expect, it } from 'vitest'
import { loadAll } from './load-all'

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
