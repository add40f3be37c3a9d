import { afterEach, describe, expect, it, vi } from 'vitest'
import { yieldToBrowser } from './yield-to-browser'

describe('yieldToBrowser', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('resumes in a later task where there is no scheduler.yield', async () => {
    const order: string[] = []
    const resumed = yieldToBrowser().then(() => order.push('resumed'))
    await Promise.resolve().then(() => order.push('same task'))
    await resumed
    expect(order).toEqual(['same task', 'resumed'])
  })

  it('uses scheduler.yield where the browser has it', async () => {
    const schedulerYield = vi.fn(() => Promise.resolve())
    vi.stubGlobal('scheduler', { yield: schedulerYield })
    await yieldToBrowser()
    expect(schedulerYield).toHaveBeenCalledOnce()
  })
})
