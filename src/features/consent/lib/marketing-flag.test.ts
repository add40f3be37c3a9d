import { describe, expect, it } from 'vitest'
import { marketingPollTick } from './marketing-flag'

describe('marketingPollTick', () => {
  it('sends while a signed-in user has no mk1 flag and no toggle is on the page', () => {
    expect(marketingPollTick({ mk1: false }, false)).toBe('send')
  })

  it('stops once a toggle is on the page', () => {
    expect(marketingPollTick({ mk1: false }, true)).toBe('stop')
  })

  it('never runs for guests or users who have the flag', () => {
    expect(marketingPollTick(null, false)).toBe('stop')
    expect(marketingPollTick({ mk1: true }, false)).toBe('stop')
  })
})
