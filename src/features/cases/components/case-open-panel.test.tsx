// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Schemas } from '~/api/types'
import { createFakeFetch } from '~/shared/testing/fake-fetch'
import { makeCase, makeCaseItem, makeSignedInCore } from '~/shared/testing/fixtures'
import { renderWithApp } from '~/shared/testing/render-with-app'
import { caseQueryKey } from '../api/case'
import { CaseOpenPanel } from './case-open-panel'

const dropped = makeCaseItem()


describe('CaseOpenPanel', () => {
  it('asks for the captcha before opening, then sends its token once', async () => {
    const fake = createFakeFetch({
      'POST /cases/starter/open': () => Response.json({ data: dropped }),
      'GET /cases/starter': () => Response.json({ data: makeCase({ availableItem: dropped }) }),
      'GET /cases/last-items': () => Response.json({ data: [] }),
    })
    const { queryClient } = await renderWithApp(<CaseOpenPanel item={makeCase()} />, { core: makeSignedInCore(), fetch: fake.fetch })
    queryClient.setQueryData(caseQueryKey('starter'), makeCase())

    await userEvent.click(screen.getByRole('button', { name: 'Open the case' }))
    expect(screen.getByText('Tick the box to confirm you are not a robot.')).toBeTruthy()
    expect(fake.requests).toHaveLength(0)

    const captcha = screen.getByRole('checkbox', { name: "I'm not a robot" })
    await userEvent.click(captcha)
    expect(screen.queryByText('Tick the box to confirm you are not a robot.')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Open the case' }))

    await waitFor(() => expect(queryClient.getQueryData<Schemas['Case']>(caseQueryKey('starter'))?.availableItem).toEqual(dropped))
    const form = await fake.callsTo('POST /cases/starter/open')[0]!.formData()
    expect(form.get('captchaToken')).toMatch(/\S+/)
    // The token is spent: the next attempt needs a new check.
    await waitFor(() => expect(captcha).toHaveProperty('checked', false))
  })

  it('shows the server field error on the captcha', async () => {
    const fake = createFakeFetch({
      'POST /cases/starter/open': () => Response.json({ errors: { captchaToken: ['The captcha has expired.'] } }, { status: 422 }),
    })
    await renderWithApp(<CaseOpenPanel item={makeCase()} />, { core: makeSignedInCore(), fetch: fake.fetch })

    await userEvent.click(screen.getByRole('checkbox', { name: "I'm not a robot" }))
    await userEvent.click(screen.getByRole('button', { name: 'Open the case' }))

    expect(await screen.findByText('The captcha has expired.')).toBeTruthy()
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" }).getAttribute('aria-invalid')).toBe('true')
  })

  it('counts down to the next opening and keeps the case shut until then', async () => {
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString()
    await renderWithApp(<CaseOpenPanel item={makeCase({ nextOpeningDate: inAnHour, tasks: [] })} />, { core: makeSignedInCore() })

    expect(screen.getByRole('timer').textContent).toMatch(/^(1:00:0[01]|0:59:5\d)$/)
    expect(screen.getByRole('button', { name: 'Open the case' })).toHaveProperty('disabled', true)
    expect(screen.queryByRole('checkbox', { name: "I'm not a robot" })).toBeNull()
  })

  it('explains the gate of each case type', async () => {
    const task: Schemas['Task'] = { id: 1, type: 'tradelink', typeLabel: 'Tradelink', redirectUrl: null, completed: false, text: 'Set it', buttonText: 'Check' }
    const { unmount } = await renderWithApp(<CaseOpenPanel item={makeCase({ tasks: [task] })} />, { core: makeSignedInCore() })
    expect(screen.getByText('Complete all the tasks to open the case.')).toBeTruthy()
    unmount()

    await renderWithApp(<CaseOpenPanel item={makeCase({ type: 'promocode' })} />, { core: makeSignedInCore() })
    expect(screen.getByText('Activate a promocode to open the case.')).toBeTruthy()
  })
})
