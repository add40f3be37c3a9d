// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Schemas } from '~/api/types'
import type { Core } from '~/shared/core-data/core-query'
import { coreDataKeys } from '~/shared/core-data/keys'
import { renderWithApp } from '@testing/render/render-with-app'
import { ReferralPage } from './referral-page'

afterEach(() => localStorage.clear())

// The fake backend's seed: `regular` (code RAIDER10, two referrals who brought 50 coins) has not
// activated anyone's code yet; GOLDEN is `rich`'s code; a referral rewards 25 coins.

describe('ReferralPage', () => {
  it('remembers the landing code for a guest and asks them to log in', async () => {
    await renderWithApp(<ReferralPage code="GOLDEN" />)

    expect(screen.getByText('Sign in to activate the code GOLDEN: we have saved it for you.')).toBeTruthy()
    expect(localStorage.getItem('ref_code')).toBe('GOLDEN')
    // The reward amount of the config, as coins.
    expect(screen.getByText('25.00 coins')).toBeTruthy()
  })

  it('fills the remembered code in for the signed-in user and activates it', async () => {
    localStorage.setItem('ref_code', 'GOLDEN')
    const { queryClient, backend } = await renderWithApp(<ReferralPage />, { persona: 'regular' })

    const field = await screen.findByRole('textbox', { name: "Friend's code" })
    expect(field).toHaveProperty('value', 'GOLDEN')
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }))

    await waitFor(() => expect(queryClient.getQueryData<Core>(coreDataKeys.core)?.currentUser?.refActivated).toBe(true))
    expect((await backend.callsTo('post', '/ref/activate')[0]!.formData()).get('code')).toBe('GOLDEN')
    expect(localStorage.getItem('ref_code')).toBeNull()
    expect(await screen.findByText("You have already activated a friend's code.")).toBeTruthy()
    const profile = (await (await backend.fetch('http://localhost/api/profile')).json()) as { data: Schemas['Profile'] }
    expect(profile.data.refActivated).toBe(true)
  })

  it('shows the statistics and the field error of a taken code', async () => {
    await renderWithApp(<ReferralPage />, { persona: 'regular' })

    expect(await screen.findByText('50.00 coins')).toBeTruthy()
    expect(screen.getByText('2')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copy the code RAIDER10' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copy the referral link' })).toBeTruthy()
    expect(screen.getByText(/^https?:\/\/[^/]+\/en\/ref\/RAIDER10$/)).toBeTruthy()

    const code = screen.getByRole('textbox', { name: 'New code' })
    await userEvent.clear(code)
    await userEvent.type(code, 'GOLDEN')
    await userEvent.click(screen.getByRole('button', { name: 'Change the code' }))

    expect(await screen.findByText('This code is already taken.')).toBeTruthy()
    expect(code.getAttribute('aria-invalid')).toBe('true')
  })
})
