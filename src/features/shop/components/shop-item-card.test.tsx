// @vitest-environment happy-dom
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Core } from '~/shared/core-data/core-query'
import { coreDataKeys } from '~/shared/core-data/keys'
import { apiOverride } from '@testing/api-override'
import { renderWithApp, type RenderWithAppOptions } from '@testing/render/render-with-app'
import { ShopItems } from './shop-items'

// The fake backend's seed: the shop's first item is "P250 | See Ya Later (Battle-Scarred)" for
// 7.92 coins; `rich` has 50,000 coins and a tradelink.
const first = { name: 'P250 | See Ya Later (Battle-Scarred)', price: 7.92 }

/** A gate the test opens when it wants the answer to go on. */
function gate() {
  let open: () => void = () => {}
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open }
}

const renderShop = (options: RenderWithAppOptions) =>
  renderWithApp(
    <Suspense fallback={<p>loading</p>}>
      <ShopItems search={{}} />
    </Suspense>,
    options,
  )

describe('ShopItemCard', () => {
  it('buys the item at the price shown, once confirmed, and puts the new balance into the header data', async () => {
    const answer = gate()
    const { queryClient, services, backend } = await renderShop({
      persona: 'rich',
      overrides: [
        apiOverride('post', '/shop/buy', async () => {
          await answer.opened
        }),
      ],
    })
    const before = queryClient.getQueryData<Core>(coreDataKeys.core)!.currentUser!.balance

    await userEvent.click(await screen.findByRole('button', { name: `Buy ${first.name}` }))
    const buy = await screen.findByRole('button', { name: `Buy for ${first.price} coins` })
    await userEvent.click(buy)
    // A second click while the purchase is in flight sends nothing.
    await userEvent.click(buy)
    answer.open()

    await waitFor(() =>
      expect(queryClient.getQueryData<Core>(coreDataKeys.core)?.currentUser?.balance).toBeCloseTo(
        before - first.price,
        2,
      ),
    )
    const calls = backend.callsTo('post', '/shop/buy')
    expect(calls).toHaveLength(1)
    expect(Object.fromEntries(await calls[0]!.formData())).toEqual({
      classId: '3320673655',
      instanceId: '527079687',
      marketHashName: first.name,
      gameId: '730',
      price: String(first.price),
    })
    const server = (await (await backend.fetch('http://localhost/api/core')).json()) as { data: Core }
    expect(server.data.currentUser?.balance).toBe(
      queryClient.getQueryData<Core>(coreDataKeys.core)?.currentUser?.balance,
    )
    expect(services.toasts.getSnapshot().map((toast) => toast.type)).toEqual(['success'])
  })

  it('asks a guest to log in instead of calling the server', async () => {
    const { services, backend } = await renderShop({})

    await userEvent.click(await screen.findByRole('button', { name: `Buy ${first.name}` }))

    expect(services.toasts.getSnapshot().map((toast) => toast.text)).toEqual(['To use the shop, log in!'])
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(backend.callsTo('post', '/shop/buy')).toHaveLength(0)
  })
})
