import { describe, expect, it } from 'vitest'
import { ApiError } from '~/api/api-error'
import { failedPageStatus } from './failed-page-status'

describe('failedPageStatus', () => {
  it('uses the status of the failed API call', () => {
    expect(failedPageStatus([undefined, new ApiError({ kind: 'status', status: 503 })])).toBe(503)
    expect(failedPageStatus([new ApiError({ kind: 'message', status: 404, message: 'No card' })])).toBe(404)
  })

  it('falls back to 500 when the API gave no status', () => {
    expect(failedPageStatus([new ApiError({ kind: 'network', status: 0 })])).toBe(500)
  })

  it('leaves pages without API failures alone', () => {
    expect(failedPageStatus([undefined, new Error('render')])).toBeUndefined()
  })
})
