// @vitest-environment happy-dom
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { coreQueryKey, type Core } from '~/shared/core-data/core-query'
import { createFakeFetch } from '~/shared/testing/fake-fetch'
import { makeCore, makeShopItem, makeSignedInCore } from '~/shared/testing/fixtures'
import { renderWithApp } from '~/shared/testing/render-with-app'
import { ShopItemCard } from './shop-item-card'
import { ShopItems } from './shop-items'

const item = makeShopItem()

describe('ShopItemCard', () => {
  it('buys the item at the price shown, once confirmed, and puts the new balance into the header data', async () => {
    let release: () => void = () => {}
    const answered = new Promise<void>((resolve) => {
      release = resolve
    })
    const fake = createFakeFetch({
      'POST /shop/buy': async () => {
        await answered
        return Response.json({ data: { balance: 1005 } })
      },
      'GET /shop/items': () => Response.json({ data: fake.callsTo('POST /shop/buy').length > 0 ? [] : [item], pagination: { total: 1, current_page: 0, last_page: 0 } }),
    })
    const { queryClient, services } = await renderWithApp(
      <Suspense>
        <ShopItems search={{}} />
      </Suspense>,
      {
        core: makeSignedInCore({ balance: 1250.5, tradelink: 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=abcdef' }),
        fetch: fake.fetch,
      },
    )

    await userEvent.click(await screen.findByRole('button', { name: 'Buy AWP | Atheris (Field-Tested)' }))
    const buy = screen.getByRole('button', { name: 'Buy for 245.50 coins' })
    await userEvent.click(buy)
    // A second click while the purchase is in flight sends nothing.
    await userEvent.click(buy)
    release()

    await waitFor(() => expect(queryClient.getQueryData<Core>(coreQueryKey)?.currentUser?.balance).toBe(1005))
    expect(fake.callsTo('POST /shop/buy')).toHaveLength(1)
    const form = await fake.callsTo('POST /shop/buy')[0]!.formData()
    expect(Object.fromEntries(form)).toEqual({
      classId: '310776560',
      instanceId: '302028390',
      marketHashName: 'AWP | Atheris (Field-Tested)',
      gameId: '730',
      price: '245.5',
    })
    expect(services.toasts.getSnapshot().map((toast) => toast.type)).toEqual(['success'])
  })

  it('asks a guest to log in instead of calling the server', async () => {
    const fake = createFakeFetch({})
    const { services } = await renderWithApp(<ShopItemCard item={item} onBuy={() => {}} />, { core: makeCore(), fetch: fake.fetch })

    await userEvent.click(screen.getByRole('button', { name: 'Buy AWP | Atheris (Field-Tested)' }))

    expect(services.toasts.getSnapshot().map((toast) => toast.text)).toEqual(['To use the shop, log in!'])
    expect(fake.requests).toHaveLength(0)
  })
})
