// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Schemas } from '~/api/types'
import { formatCoins } from '~/shared/lib/format'
import { apiOverride } from '@testing/api-override'
import { renderWithApp } from '@testing/render/render-with-app'
import { ShopPage } from './shop-page'

describe('ShopPage', () => {
  it("shows 'Error receiving items' when the items fail, and a retry that loads them", async () => {
    const { backend } = await renderWithApp(<ShopPage search={{ game: 'rust' }} onSearchChange={() => {}} />, {
      persona: 'regular',
      overrides: [
        apiOverride('get', '/shop/items', () => ({ status: 500, body: { error: 'Service unavailable' } }), {
          once: true,
        }),
      ],
    })

    expect(await screen.findByText('Error receiving items')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))

    const served = (await (
      await backend.fetch('http://localhost/api/shop/items?page=0&filter[game]=rust')
    ).json()) as Schemas['ShopItemPage']
    const first = served.data[0]!
    expect(await screen.findByRole('heading', { name: first.market_hash_name })).toBeTruthy()
    expect(screen.getAllByText(`${formatCoins(first.price, 'en')} coins`).length).toBeGreaterThan(0)
    // Page 0 is the shop API's first page; the filter travels as filter[...] parameters.
    const url = new URL(backend.callsTo('get', '/shop/items')[1]!.url)
    expect(url.searchParams.get('page')).toBe('0')
    expect(url.searchParams.get('filter[game]')).toBe('rust')
  })
})
