// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { coreQueryKey, type Core } from '~/shared/core-data/core-query'
import { createFakeFetch } from '~/shared/testing/fake-fetch'
import { makeCore, makeSignedInCore } from '~/shared/testing/fixtures'
import { renderWithApp } from '~/shared/testing/render-with-app'
import { ReferralPage } from './referral-page'

afterEach(() => localStorage.clear())

const statistics = () => Response.json({ data: { amount: 75, referrals: 3 } })

describe('ReferralPage', () => {
  it('remembers the landing code for a guest and asks them to log in', async () => {
    await renderWithApp(<ReferralPage code="KOSTYA23" />, { core: makeCore() })

    expect(screen.getByText('Log in to activate the code KOSTYA23: we have saved it for you.')).toBeTruthy()
    expect(localStorage.getItem('ref_code')).toBe('KOSTYA23')
    // The reward amount of the config, as coins.
    expect(screen.getByText('5.00 coins')).toBeTruthy()
  })

  it('fills the remembered code in for the signed-in user and activates it', async () => {
    localStorage.setItem('ref_code', 'KOSTYA23')
    const fake = createFakeFetch({
      'GET /ref/statistics': statistics,
      'POST /ref/activate': () => Response.json({ data: { refActivated: true } }),
    })
    const { queryClient } = await renderWithApp(<ReferralPage />, { core: makeSignedInCore(), fetch: fake.fetch })

    const field = await screen.findByRole('textbox', { name: "Friend's code" })
    expect(field).toHaveProperty('value', 'KOSTYA23')
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }))

    await waitFor(() => expect(queryClient.getQueryData<Core>(coreQueryKey)?.currentUser?.refActivated).toBe(true))
    expect((await fake.callsTo('POST /ref/activate')[0]!.formData()).get('code')).toBe('KOSTYA23')
    expect(localStorage.getItem('ref_code')).toBeNull()
    expect(await screen.findByText("You have already activated a friend's code.")).toBeTruthy()
  })

  it('shows the statistics and the field error of a taken code', async () => {
    const fake = createFakeFetch({
      'GET /ref/statistics': statistics,
      'POST /ref/update': () => Response.json({ errors: { code: ['This code is taken.'] } }, { status: 422 }),
    })
    await renderWithApp(<ReferralPage />, { core: makeSignedInCore({ refCode: 'DMITRY17' }), fetch: fake.fetch })

    expect(await screen.findByText('75.00 coins')).toBeTruthy()
    expect(screen.getByText('3')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copy the code DMITRY17' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copy the referral link' })).toBeTruthy()
    expect(screen.getByText(/^https?:\/\/[^/]+\/en\/ref\/DMITRY17$/)).toBeTruthy()

    const code = screen.getByRole('textbox', { name: 'New code' })
    await userEvent.clear(code)
    await userEvent.type(code, 'GOLDEN')
    await userEvent.click(screen.getByRole('button', { name: 'Change the code' }))

    expect(await screen.findByText('This code is taken.')).toBeTruthy()
    expect(code.getAttribute('aria-invalid')).toBe('true')
  })
})
