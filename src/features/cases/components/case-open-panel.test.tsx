// @vitest-environment happy-dom
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { Schemas } from '~/api/types'
import { useApi } from '~/shared/services/app-services'
import { apiOverride } from '@testing/api-override'
import { renderWithApp, type RenderWithAppOptions } from '@testing/render/render-with-app'
import { caseQueryOptions } from '../api/case'
import { CaseOpenPanel } from './case-open-panel'
import { CaseGuestPanel } from './case-guest-panel'
import { casesKeys } from '../api/keys'

// The fake backend's seed: `regular` has done the daily case's tasks and may open it; `new` has
// done none; the promo case wants a promocode; the symbol case opens for a minute now and then.

/** The panel with the case as the server has it, as the case page composes them. */
function ServedCase({ slug }: { slug: string }) {
  const item = useSuspenseQuery(caseQueryOptions(useApi(), slug)).data
  return <CaseOpenPanel item={item} />
}

const renderCase = (slug: string, options: RenderWithAppOptions) =>
  renderWithApp(
    <Suspense fallback={<p>loading</p>}>
      <ServedCase slug={slug} />
    </Suspense>,
    options,
  )

async function servedCase(fetch: typeof globalThis.fetch, slug: string): Promise<Schemas['Case']> {
  return ((await (await fetch(`http://localhost/api/cases/${slug}`)).json()) as { data: Schemas['Case'] }).data
}

describe('CaseOpenPanel', () => {
  it('asks for the captcha before opening, then sends its token once and shows the drop the server holds', async () => {
    const { queryClient, backend } = await renderCase('daily-case', { persona: 'regular' })

    await userEvent.click(await screen.findByRole('button', { name: 'Open the case' }))
    expect(screen.getByText('Tick the box to confirm you are not a robot.')).toBeTruthy()
    expect(backend.callsTo('post', '/cases/{slug}/open')).toHaveLength(0)

    const captcha = screen.getByRole('checkbox', { name: "I'm not a robot" })
    await userEvent.click(captcha)
    expect(screen.queryByText('Tick the box to confirm you are not a robot.')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Open the case' }))

    await waitFor(() =>
      expect(queryClient.getQueryData<Schemas['Case']>(casesKeys.detail('daily-case'))?.availableItem).toBeTruthy(),
    )
    const held = (await servedCase(backend.fetch, 'daily-case')).availableItem
    expect(held).not.toBeNull()
    expect(queryClient.getQueryData<Schemas['Case']>(casesKeys.detail('daily-case'))?.availableItem).toEqual(held)
    const calls = backend.callsTo('post', '/cases/{slug}/open')
    expect(calls).toHaveLength(1)
    expect((await calls[0]!.formData()).get('captchaToken')).toMatch(/\S+/)
    // The token is spent: the next attempt needs a new check.
    await waitFor(() => expect(captcha).toHaveProperty('checked', false))
  })

  it('shows the server field error on the captcha', async () => {
    await renderCase('daily-case', {
      persona: 'regular',
      overrides: [
        apiOverride('post', '/cases/{slug}/open', () => ({
          status: 422,
          body: { errors: { captchaToken: ['The captcha has expired.'] } },
        })),
      ],
    })

    await userEvent.click(await screen.findByRole('checkbox', { name: "I'm not a robot" }))
    await userEvent.click(screen.getByRole('button', { name: 'Open the case' }))

    expect(await screen.findByText('The captcha has expired.')).toBeTruthy()
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" }).getAttribute('aria-invalid')).toBe('true')
  })

  it('counts down to the next opening and keeps the case shut until then', async () => {
    // Opened and sold a moment ago: 24 hours to wait, by the backend's clock and the page's.
    await renderCase('daily-case', { scenario: 'regular-case-cooldown', pageDateFromBackend: true })

    expect((await screen.findByRole('timer')).textContent).toMatch(/^(24:00:00|23:59:5\d)$/)
    expect(screen.getByRole('button', { name: 'Open the case' })).toHaveProperty('disabled', true)
    expect(screen.queryByRole('checkbox', { name: "I'm not a robot" })).toBeNull()
  })

  it('explains the gate of each case type', async () => {
    const { unmount } = await renderCase('daily-case', { persona: 'new' })
    expect(await screen.findByText('Complete all the tasks to open the case.')).toBeTruthy()
    unmount()

    const promo = await renderCase('promo-case', { persona: 'regular' })
    expect(await screen.findByText('Activate a promocode to open the case.')).toBeTruthy()
    promo.unmount()

    await renderCase('symbol-case', { persona: 'regular' })
    expect(await screen.findByText('The symbol opens every few minutes and stays open for 1 minute.')).toBeTruthy()
  })

  it("offers a guest to sign in instead of the form, with the symbol case's gate", async () => {
    await renderWithApp(
      <Suspense fallback={<p>loading</p>}>
        <GuestCase slug="symbol-case" />
      </Suspense>,
    )
    expect(
      await screen.findByText('Sign in to open the case: its tasks and your drop are kept on your account.'),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy()
    expect(screen.getByText('The symbol opens every few minutes and stays open for 1 minute.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Open the case' })).toBeNull()
  })
})

/** The guest's panel, as the case page composes it for a visitor who is not signed in. */
function GuestCase({ slug }: { slug: string }) {
  const item = useSuspenseQuery(caseQueryOptions(useApi(), slug)).data
  return <CaseGuestPanel item={item} signIn={<button type="button">Sign in</button>} />
}
