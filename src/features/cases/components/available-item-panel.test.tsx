// @vitest-environment happy-dom
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import type { Schemas } from '~/api/types'
import type { Core } from '~/shared/core-data/core-query'
import { coreDataKeys } from '~/shared/core-data/keys'
import { formatCoins } from '~/shared/lib/format'
import { useApi } from '~/shared/services/app-services'
import { apiOverride } from '@testing/api-override'
import { renderWithApp, type RenderWithAppOptions } from '@testing/render/render-with-app'
import { caseQueryOptions } from '../api/case'
import { AvailableItemPanel } from './available-item-panel'

// Scenarios of the fake backend: `rich-with-open-case` holds a drop of the daily case (and has a
// tradelink); `new-with-promo-drop` holds one of the promo case and has no tradelink.

/** The held drop as the case page shows it, or a note once there is none. */
function HeldDrop({ slug }: { slug: string }) {
  const { availableItem } = useSuspenseQuery(caseQueryOptions(useApi(), slug)).data
  return availableItem ? <AvailableItemPanel slug={slug} item={availableItem} /> : <p>No drop held</p>
}

const renderDrop = (slug: string, options: RenderWithAppOptions) =>
  renderWithApp(
    <Suspense fallback={<p>loading</p>}>
      <HeldDrop slug={slug} />
    </Suspense>,
    options,
  )

async function served<T>(fetch: typeof globalThis.fetch, path: string): Promise<T> {
  return ((await (await fetch(`http://localhost/api${path}`)).json()) as { data: T }).data
}

/** A gate the test opens when it wants the answer to go on. */
function gate() {
  let open: () => void = () => {}
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open }
}

describe('AvailableItemPanel', () => {
  it("sells the drop: the server's new balance reaches the header data and the drop is gone", async () => {
    const { queryClient, services, backend } = await renderDrop('daily-case', { scenario: 'rich-with-open-case' })
    const drop = (await served<Schemas['Case']>(backend.fetch, '/cases/daily-case')).availableItem!
    const before = queryClient.getQueryData<Core>(coreDataKeys.core)!.currentUser!.balance
    const price = formatCoins(drop.price, 'en')

    await userEvent.click(await screen.findByRole('button', { name: `Sell for ${price} coins` }))

    expect(await screen.findByText('No drop held')).toBeTruthy()
    const balance = queryClient.getQueryData<Core>(coreDataKeys.core)?.currentUser?.balance
    expect(balance).toBeCloseTo(before + drop.price, 2)
    expect((await served<Core>(backend.fetch, '/core')).currentUser?.balance).toBe(balance)
    expect(services.toasts.getSnapshot().map((toast) => toast.text)).toEqual([`Sold for ${price} coins.`])
  })

  it("says the sale even when the panel is gone before the user's data has reloaded", async () => {
    // The user's data on the page (the profile's, the seeds') is fetched again after a sale; the
    // sold drop leaves the case's data first, which takes this panel off the page meanwhile.
    const reload = gate()
    let loads = 0
    function UserData() {
      useQuery({
        queryKey: [...coreDataKeys.user, 'probe'],
        queryFn: async () => {
          loads += 1
          if (loads > 1) await reload.opened
          return loads
        },
      })
      return null
    }
    const { services, backend } = await renderWithApp(
      <Suspense fallback={<p>loading</p>}>
        <UserData />
        <HeldDrop slug="daily-case" />
      </Suspense>,
      { scenario: 'rich-with-open-case' },
    )
    const drop = (await served<Schemas['Case']>(backend.fetch, '/cases/daily-case')).availableItem!
    const price = formatCoins(drop.price, 'en')

    await userEvent.click(await screen.findByRole('button', { name: `Sell for ${price} coins` }))
    expect(await screen.findByText('No drop held')).toBeTruthy()
    reload.open()

    await waitFor(() =>
      expect(services.toasts.getSnapshot().map((toast) => toast.text)).toEqual([`Sold for ${price} coins.`]),
    )
  })

  it('sends the drop to the tradelink and blocks selling meanwhile', async () => {
    const answer = gate()
    const { backend } = await renderDrop('daily-case', {
      scenario: 'rich-with-open-case',
      overrides: [
        apiOverride('post', '/cases/{slug}/available-item/send', async () => {
          await answer.opened
        }),
      ],
    })

    await userEvent.click(await screen.findByRole('button', { name: 'Send to my tradelink' }))
    expect(screen.getByRole('button', { name: /^Sell for/ })).toHaveProperty('disabled', true)
    answer.open()
    await waitFor(() => expect(backend.callsTo('post', '/cases/{slug}/available-item/send')).toHaveLength(1))
    expect(backend.callsTo('post', '/cases/{slug}/available-item/sell')).toHaveLength(0)
    expect(await screen.findByText('No drop held')).toBeTruthy()
  })

  it('points a user without a tradelink to the profile', async () => {
    await renderDrop('promo-case', { scenario: 'new-with-promo-drop' })
    expect((await screen.findByRole('link', { name: 'profile' })).getAttribute('href')).toBe('/en/profile#tradelink')
  })
})
