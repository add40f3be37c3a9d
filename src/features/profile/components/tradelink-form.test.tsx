// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { coreQueryKey, type Core } from '~/shared/core-data/core-query'
import { createFakeFetch } from '~/shared/testing/fake-fetch'
import { makeSignedInCore } from '~/shared/testing/fixtures'
import { renderWithApp } from '~/shared/testing/render-with-app'
import { TradelinkForm } from './tradelink-form'

const good = 'https://steamcommunity.com/tradeoffer/new/?partner=52079950&token=Ab12Cd34'

describe('TradelinkForm', () => {
  it('shows the server field error on the field and clears it on edit', async () => {
    const fake = createFakeFetch({
      'POST /profile/tradelink': () => Response.json({ errors: { tradelink: ['Not a trade offer link.'] } }, { status: 422 }),
    })
    await renderWithApp(<TradelinkForm tradelink={null} />, { core: makeSignedInCore(), fetch: fake.fetch })

    const field = screen.getByRole('textbox', { name: 'Your tradelink' })
    await userEvent.type(field, 'https://example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('Not a trade offer link.')).toBeTruthy()
    expect(field.getAttribute('aria-invalid')).toBe('true')
    await userEvent.type(field, '/x')
    expect(screen.queryByText('Not a trade offer link.')).toBeNull()
  })

  it('saves the tradelink into the profile and the current user', async () => {
    const fake = createFakeFetch({
      'POST /profile/tradelink': () =>
        Response.json({
          data: {
            steamName: 'Dmitry_K',
            steamAvatar: 'https://example.com/a.png',
            steamLevel: 10,
            tradelink: good,
            vkId: null,
            vkName: null,
            tgId: null,
            tgName: null,
            tgBotVerifiedAt: null,
            refActivated: false,
          },
        }),
    })
    const { queryClient } = await renderWithApp(<TradelinkForm tradelink={null} />, { core: makeSignedInCore(), fetch: fake.fetch })

    await userEvent.type(screen.getByRole('textbox', { name: 'Your tradelink' }), good)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(queryClient.getQueryData<Core>(coreQueryKey)?.currentUser?.tradelink).toBe(good))
    expect((await fake.callsTo('POST /profile/tradelink')[0]!.formData()).get('tradelink')).toBe(good)
  })
})
