import { describe, expect, it } from 'vitest'
import { ApiError } from '~/api/api-error'
import { failureNotice, failureText, splitFieldErrors, toFieldPath } from './server-errors'

describe('toFieldPath', () => {
  it('puts array indexes of a dotted 422 key in brackets', () => {
    expect(toFieldPath('tradelink')).toBe('tradelink')
    expect(toFieldPath('title.ru')).toBe('title.ru')
    expect(toFieldPath('items.0.price')).toBe('items[0].price')
    expect(toFieldPath('items.12.names.en')).toBe('items[12].names.en')
    expect(toFieldPath('items.3')).toBe('items[3]')
  })
})

describe('splitFieldErrors', () => {
  it('joins the messages of a shown field and keeps those of other keys apart', () => {
    const shown = new Set(['name', 'items[1].price'])
    expect(
      splitFieldErrors(
        { name: ['Taken.', 'Try another.'], 'items.1.price': ['Too low.'], slug: ['Taken too.'], empty: [] },
        (path) => shown.has(path),
      ),
    ).toEqual({ fields: { name: 'Taken. Try another.', 'items[1].price': 'Too low.' }, unmatched: ['Taken too.'] })
  })
})

describe('failureNotice', () => {
  it('speaks for network failures, bare statuses and unexpected errors only', () => {
    const offline = new ApiError({ kind: 'network', status: 0 })
    expect(failureNotice(offline, 'form')?.message).toMatch(/submit again: what you entered is kept/)
    expect(failureNotice(offline, 'action')?.message).toBe(
      'The request did not reach the server. Check your connection and try again.',
    )
    expect(failureNotice(new ApiError({ kind: 'status', status: 502 }), 'form')?.message).toBe(
      'Something went wrong. Please try again.',
    )
    expect(failureNotice(new Error('bug'), 'action')?.message).toBe('Something went wrong. Please try again.')
    expect(failureNotice(new ApiError({ kind: 'message', status: 400, message: 'No.' }), 'form')).toBeNull()
    expect(failureNotice(new ApiError({ kind: 'need-auth', status: 401 }), 'form')).toBeNull()
    expect(failureNotice(new ApiError({ kind: 'fields', status: 422, fields: { a: ['b'] } }), 'form')).toBeNull()
  })
})

describe('failureText', () => {
  it("says every kind of failure: the server's own words when it sent some", () => {
    expect(
      failureText(new ApiError({ kind: 'message', status: 400, message: 'Not enough coins on your balance.' })),
    ).toBe('Not enough coins on your balance.')
    expect(
      failureText(
        new ApiError({
          kind: 'fields',
          status: 422,
          fields: { code: ['You cannot activate your own code.'], price: ['Wrong.'] },
        }),
      ),
    ).toBe('You cannot activate your own code. Wrong.')
    const said = (error: unknown) => {
      const text = failureText(error)
      return typeof text === 'string' ? text : text.message
    }
    expect(said(new ApiError({ kind: 'need-auth', status: 401 }))).toBe('Authorization needed: please log in')
    expect(said(new ApiError({ kind: 'network', status: 0 }))).toBe(
      'The request did not reach the server. Check your connection and try again.',
    )
    expect(said(new ApiError({ kind: 'status', status: 500 }))).toBe('Something went wrong. Please try again.')
  })
})
