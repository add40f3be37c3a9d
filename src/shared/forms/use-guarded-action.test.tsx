import { describe, expect, it } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createApiClient } from '~/api/client'
import { ApiError } from '~/api/api-error'
import { AppServicesProvider, type AppServices } from '~/shared/services/app-services'
import { startTestBackend } from '@testing/backend/test-backend'
import { createModalStore } from '~/shared/ui/modals/modal-queue'
import { createToastStore } from '~/shared/ui/toasts/toast-store'
import { useGuardedAction } from './use-guarded-action'

async function renderAction() {
  const backend = await startTestBackend()
  const services: AppServices = {
    api: createApiClient({ baseUrl: 'http://localhost/api', locale: 'en', fetch: backend.fetch }),
    locale: 'en',
    toasts: createToastStore(),
    modals: createModalStore(),
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppServicesProvider services={services}>{children}</AppServicesProvider>
  )
  const { result } = renderHook(() => useGuardedAction(), { wrapper })
  const toastTexts = () =>
    services.toasts.getSnapshot().map((toast) => (typeof toast.text === 'string' ? toast.text : toast.text.message))
  return { result, toastTexts }
}

describe('useGuardedAction', () => {
  it('runs one action at a time: a second press in the same tick does nothing', async () => {
    const { result } = await renderAction()
    let calls = 0
    let finish: () => void = () => {}
    const action = () => {
      calls += 1
      return new Promise<void>((resolve) => (finish = resolve))
    }

    let first: Promise<boolean> = Promise.resolve(false)
    let second: Promise<boolean> = Promise.resolve(true)
    act(() => {
      first = result.current.run(action)
      second = result.current.run(action)
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
  })

  it('toasts what a form would show itself, and leaves `error` texts to the query client', async () => {
    const { result, toastTexts } = await renderAction()
    const fail = (problem: ConstructorParameters<typeof ApiError>[0]) =>
      act(() => result.current.run(() => Promise.reject(new ApiError(problem))))

    await expect(fail({ kind: 'network', status: 0 })).resolves.toBe(false)
    await fail({ kind: 'fields', status: 422, fields: { tradelink: ['Add your tradelink first.'] } })
    await fail({ kind: 'message', status: 400, message: 'Not enough coins.' })
    await fail({ kind: 'need-auth', status: 401 })

    expect(toastTexts()).toEqual([
      'The request did not reach the server. Check your connection and try again.',
      'Add your tradelink first.',
    ])
    expect(result.current.pending).toBe(false)
  })
})
