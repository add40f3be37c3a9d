import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '~/api/api-error'
import { reportCaughtError } from './caught-error'

describe('reportCaughtError', () => {
  afterEach(() => vi.restoreAllMocks())

  it('keeps a failed API call shown by an error page out of the console, and logs anything else', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    reportCaughtError(new ApiError({ kind: 'network', status: 0 }), { componentStack: '' })
    expect(log).not.toHaveBeenCalled()
    const bug = new TypeError('x is undefined')
    reportCaughtError(bug, { componentStack: '\n    at Page' })
    expect(log).toHaveBeenCalledWith(bug, '\n    at Page')
  })
})
