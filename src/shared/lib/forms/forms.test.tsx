// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { ApiError } from '~/api/api-error'
import { fieldErrorsFrom } from './server-field-errors'
import { useServerFieldErrors } from './use-server-field-errors'
import { useSubmitGuard } from './use-submit-guard'

const fieldsError = new ApiError({ kind: 'fields', status: 422, fields: { code: ['Unknown code.', 'Try again.'], tradelink: ['Invalid.'] } })

describe('fieldErrorsFrom', () => {
  it('maps a 422 answer to one message per field', () => {
    expect(fieldErrorsFrom(fieldsError)).toEqual({ code: 'Unknown code. Try again.', tradelink: 'Invalid.' })
  })

  it('gives nothing for other failures', () => {
    expect(fieldErrorsFrom(new ApiError({ kind: 'message', status: 400, message: 'No' }))).toEqual({})
    expect(fieldErrorsFrom(new Error('x'))).toEqual({})
  })
})

describe('useServerFieldErrors', () => {
  it('captures, reads and clears field errors', () => {
    const { result } = renderHook(() => useServerFieldErrors())
    let captured = false
    act(() => {
      captured = result.current.capture(fieldsError)
    })
    expect(captured).toBe(true)
    expect(result.current.errorFor('tradelink')).toBe('Invalid.')

    act(() => result.current.clear('tradelink'))
    expect(result.current.errorFor('tradelink')).toBeUndefined()
    expect(result.current.errorFor('code')).toBe('Unknown code. Try again.')

    act(() => result.current.clear())
    expect(result.current.errors).toEqual({})
  })
})

describe('useSubmitGuard', () => {
  it('blocks a second submit until the first finishes', async () => {
    const { result } = renderHook(() => useSubmitGuard())
    let finish: () => void = () => {}
    let calls = 0
    const work = () => {
      calls += 1
      return new Promise<void>((resolve) => {
        finish = resolve
      })
    }

    let first: Promise<boolean> = Promise.resolve(false)
    let second: Promise<boolean> = Promise.resolve(false)
    act(() => {
      first = result.current.run(work)
      second = result.current.run(work)
    })
    expect(calls).toBe(1)
    expect(result.current.pending).toBe(true)
    await expect(second).resolves.toBe(false)

    await act(async () => {
      finish()
      await first
    })
    await expect(first).resolves.toBe(true)
    expect(result.current.pending).toBe(false)

    await act(async () => {
      await result.current.run(() => Promise.reject(new Error('failed')))
    })
    expect(calls).toBe(1)
    expect(result.current.pending).toBe(false)
  })
})
