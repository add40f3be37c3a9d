import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '~/api/api-error'
import { coreDataKeys } from '~/shared/core-data/keys'
import { createToastStore } from '~/shared/ui/toasts/toast-store'
import { createAppQueryClient, toastApiFailure } from './query-client'

describe('toastApiFailure', () => {
  it('shows the server text as an error toast', () => {
    const toasts = createToastStore()
    toastApiFailure(toasts, new ApiError({ kind: 'message', status: 400, message: 'No tradelink' }))
    expect(toasts.getSnapshot()).toMatchObject([{ text: 'No tradelink', type: 'error' }])
  })

  it("keeps the moment of a refusal in time for the toast to write in the visitor's zone", () => {
    const toasts = createToastStore()
    toastApiFailure(
      toasts,
      new ApiError({ kind: 'message', status: 400, message: 'Closed now.', availableAt: '2025-06-02T12:05:00.000Z' }),
    )
    expect(toasts.getSnapshot()).toMatchObject([
      { text: { message: 'Closed now.', availableAt: '2025-06-02T12:05:00.000Z' }, type: 'error' },
    ])
  })

  it('shows the need-auth text for a bare 401', () => {
    const toasts = createToastStore()
    toastApiFailure(toasts, new ApiError({ kind: 'need-auth', status: 401 }))
    const [toast] = toasts.getSnapshot()
    expect(toast?.type).toBe('error')
    expect(typeof toast?.text).toBe('object')
  })

  it('leaves field errors to the form and network failures to the screen', () => {
    const toasts = createToastStore()
    toastApiFailure(toasts, new ApiError({ kind: 'fields', status: 422, fields: { code: ['Taken'] } }))
    toastApiFailure(toasts, new ApiError({ kind: 'network', status: 0 }))
    toastApiFailure(toasts, new Error('render bug'))
    expect(toasts.getSnapshot()).toEqual([])
  })
})

describe('createAppQueryClient', () => {
  it('toasts failed mutations unless they are marked silent', async () => {
    const toasts = createToastStore()
    const client = createAppQueryClient(toasts)
    const fail = () => Promise.reject(new ApiError({ kind: 'message', status: 400, message: 'Nope' }))
    await client
      .getMutationCache()
      .build(client, { mutationFn: fail, meta: { silent: true } })
      .execute(undefined)
      .catch(() => {})
    expect(toasts.getSnapshot()).toEqual([])
    await client
      .getMutationCache()
      .build(client, { mutationFn: fail })
      .execute(undefined)
      .catch(() => {})
    expect(toasts.getSnapshot()).toMatchObject([{ text: 'Nope' }])
  })

  it("reads core again when a call meets a bare 401 (the session ended), but not for core's own 401", async () => {
    const client = createAppQueryClient(createToastStore())
    let coreReads = 0
    const core = () =>
      client.fetchQuery({ queryKey: coreDataKeys.core, queryFn: () => ++coreReads, staleTime: Infinity })
    await core()
    const endedSession = () => Promise.reject(new ApiError({ kind: 'need-auth', status: 401 }))
    await client
      .getMutationCache()
      .build(client, { mutationFn: endedSession })
      .execute(undefined)
      .catch(() => {})
    await client
      .getQueryCache()
      .build(client, { queryKey: coreDataKeys.user, queryFn: endedSession, retry: false })
      .fetch()
      .catch(() => {})
    await vi.waitFor(() => expect(client.getQueryState(coreDataKeys.core)?.isInvalidated).toBe(true))
    await client.refetchQueries({ queryKey: coreDataKeys.core })
    expect(coreReads).toBe(2)
    await client
      .getQueryCache()
      .build(client, { queryKey: coreDataKeys.core, queryFn: endedSession, retry: false })
      .fetch()
      .catch(() => {})
    expect(client.getQueryState(coreDataKeys.core)?.isInvalidated).toBe(false)
  })
})
