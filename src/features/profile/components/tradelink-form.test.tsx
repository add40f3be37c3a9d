// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Schemas } from '~/api/types'
import type { Core } from '~/shared/core-data/core-query'
import { coreDataKeys } from '~/shared/core-data/keys'
import { renderWithApp } from '@testing/render/render-with-app'
import { TradelinkForm } from './tradelink-form'

const good = 'https://steamcommunity.com/tradeoffer/new/?partner=52079950&token=Ab12Cd34'
const invalidMessage = 'Enter a trade offer link like https://steamcommunity.com/tradeoffer/new/?partner=…&token=…'

// The `new` persona has no tradelink yet.
describe('TradelinkForm', () => {
  it('takes the focus when a refusal elsewhere linked to #tradelink', async () => {
    await renderWithApp(<TradelinkForm tradelink={null} />, { persona: 'new', path: '/en/profile#tradelink' })
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Your tradelink' })))
  })

  it('leaves the focus alone on a plain visit', async () => {
    await renderWithApp(<TradelinkForm tradelink={null} />, { persona: 'new', path: '/en/profile' })
    expect(document.activeElement).not.toBe(screen.getByRole('textbox', { name: 'Your tradelink' }))
  })

  it("shows the server's field error on the field and clears it on edit", async () => {
    await renderWithApp(<TradelinkForm tradelink={null} />, { persona: 'new' })

    const field = screen.getByRole('textbox', { name: 'Your tradelink' })
    await userEvent.type(field, 'https://example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByText(invalidMessage)).toBeTruthy()
    expect(field.getAttribute('aria-invalid')).toBe('true')
    await userEvent.type(field, '/x')
    expect(screen.queryByText(invalidMessage)).toBeNull()
  })

  it('saves the tradelink into the profile and the current user', async () => {
    const { queryClient, backend } = await renderWithApp(<TradelinkForm tradelink={null} />, { persona: 'new' })

    await userEvent.type(screen.getByRole('textbox', { name: 'Your tradelink' }), good)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(queryClient.getQueryData<Core>(coreDataKeys.core)?.currentUser?.tradelink).toBe(good))
    expect((await backend.callsTo('post', '/profile/tradelink')[0]!.formData()).get('tradelink')).toBe(good)
    const profile = (await (await backend.fetch('http://localhost/api/profile')).json()) as { data: Schemas['Profile'] }
    expect(profile.data.tradelink).toBe(good)
  })
})
