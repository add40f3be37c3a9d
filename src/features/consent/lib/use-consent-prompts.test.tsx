// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { ModalHost } from '~/shared/ui/modals/modal-host'
import type { Core } from '~/shared/core-data/core-query'
import { coreDataKeys } from '~/shared/core-data/keys'
import { renderWithApp } from '@testing/render/render-with-app'
import { AGE_CONFIRMED_AT_KEY } from './age-confirmation'
import { COOKIE_CONFIRMED_KEY, COOKIE_CONFIRMED_VALUE } from './cookie-consent'
import { AGE_MODAL_ID, COOKIE_MODAL_ID, useConsentPrompts } from './use-consent-prompts'

function Prompts() {
  useConsentPrompts()
  return null
}

const queued = (snapshot: { queue: readonly { id: string }[] }) => snapshot.queue.map((entry) => entry.id)

describe('useConsentPrompts', () => {
  afterEach(() => localStorage.clear())

  it('asks a new guest about cookies and age, the age first', async () => {
    const { services } = await renderWithApp(<Prompts />)
    const state = services.modals.getSnapshot()
    expect(queued(state)).toEqual([COOKIE_MODAL_ID, AGE_MODAL_ID])
    expect(state.current).toMatchObject({ id: AGE_MODAL_ID, dismissible: false, closeOnBackdrop: false })
  })

  it('a guest answers Yes, then accepts cookies: both are remembered locally', async () => {
    await renderWithApp(
      <>
        <Prompts />
        <ModalHost />
      </>,
    )
    expect(await screen.findByRole('dialog', { name: 'Age confirmation' })).toBeTruthy()
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, I am 18 or older' }))
    expect(Number(localStorage.getItem(AGE_CONFIRMED_AT_KEY))).toBeGreaterThan(Date.now() - 5_000)

    expect(await screen.findByRole('dialog', { name: 'Cookies' })).toBeTruthy()
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }))
    expect(localStorage.getItem(COOKIE_CONFIRMED_KEY)).toBe(COOKIE_CONFIRMED_VALUE)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('asks nothing of a visitor who already answered', async () => {
    localStorage.setItem(AGE_CONFIRMED_AT_KEY, String(Date.now() - 60_000))
    localStorage.setItem(COOKIE_CONFIRMED_KEY, COOKIE_CONFIRMED_VALUE)
    const { services } = await renderWithApp(<Prompts />)
    expect(services.modals.getSnapshot().current).toBeNull()
  })

  // The `new` persona has not accepted cookies on the server.
  it('asks a signed-in user without server confirmation about cookies', async () => {
    localStorage.setItem(AGE_CONFIRMED_AT_KEY, String(Date.now()))
    const { services } = await renderWithApp(<Prompts />, { persona: 'new' })
    expect(queued(services.modals.getSnapshot())).toEqual([COOKIE_MODAL_ID])
  })

  it('sends a signed-in user’s local flag to the server silently, without a modal', async () => {
    localStorage.setItem(AGE_CONFIRMED_AT_KEY, String(Date.now()))
    localStorage.setItem(COOKIE_CONFIRMED_KEY, COOKIE_CONFIRMED_VALUE)
    const { services, queryClient, backend } = await renderWithApp(<Prompts />, { persona: 'new' })
    expect(services.modals.getSnapshot().current).toBeNull()
    await waitFor(() =>
      expect(queryClient.getQueryData<Core>(coreDataKeys.core)?.currentUser?.cookieConfirmed).toBe(true),
    )
    expect(backend.callsTo('post', '/cookie-confirm')).toHaveLength(1)
    expect(localStorage.getItem(COOKIE_CONFIRMED_KEY)).toBeNull()
    const core = (await (await backend.fetch('http://localhost/api/core')).json()) as { data: Core }
    expect(core.data.currentUser?.cookieConfirmed).toBe(true)
  })
})
