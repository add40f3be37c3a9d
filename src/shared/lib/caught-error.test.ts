import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '~/api/api-error'
import { reportCaughtError, reportRecoverableError } from './caught-error'

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

describe('reportRecoverableError', () => {
  afterEach(() => vi.restoreAllMocks())

  it('leaves out a boundary the server gave up on (the browser shows its error state) and reports anything else', () => {
    const report = vi.fn()
    vi.stubGlobal('reportError', report)
    reportRecoverableError(
      new Error('Minified React error #419; visit https://react.dev/errors/419 for the full message'),
    )
    reportRecoverableError(
      new Error('The server could not finish this Suspense boundary, likely due to an error during server rendering.'),
    )
    expect(report).not.toHaveBeenCalled()
    const mismatch = new Error('Minified React error #418; visit https://react.dev/errors/418')
    reportRecoverableError(mismatch)
    expect(report).toHaveBeenCalledWith(mismatch)
    vi.unstubAllGlobals()
  })
})
