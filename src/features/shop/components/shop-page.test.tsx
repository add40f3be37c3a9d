// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createFakeFetch } from '~/shared/testing/fake-fetch'
import { makeSignedInCore } from '~/shared/testing/fixtures'
import { renderWithApp } from '~/shared/testing/render-with-app'
import { ShopPage } from './shop-page'

const page = {
  data: [
    {
      class_id: '1',
      instance_id: '0',
      game_id: 252490,
      market_hash_name: 'Tempered AK47',
      price: 1399.99,
      quality: 'Normal',
      rarity: 'Legendary',
      rarity_color: '#eb4b4b',
      image: 'https://example.com/ak.png',
    },
  ],
  pagination: { total: 1, current_page: 0, last_page: 0 },
}

describe('ShopPage', () => {
  it("shows 'Error receiving items' when the items fail, and a retry that loads them", async () => {
    let attempts = 0
    const fake = createFakeFetch({
      'GET /shop/last-delivered': () => Response.json({ data: [] }),
      'GET /shop/items': () => {
        attempts += 1
        return attempts === 1 ? Response.json({ error: 'Service unavailable' }, { status: 503 }) : Response.json(page)
      },
    })
    await renderWithApp(<ShopPage search={{ game: 'rust' }} onSearchChange={() => {}} />, {
      core: makeSignedInCore(),
      fetch: fake.fetch,
    })

    expect(await screen.findByText('Error receiving items')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))

    expect(await screen.findByRole('heading', { name: 'Tempered AK47' })).toBeTruthy()
    expect(screen.getByText('1,399.99 coins')).toBeTruthy()
    // Page 0 is the shop API's first page; the filter travels as filter[...] parameters.
    const url = new URL(fake.callsTo('GET /shop/items')[1]!.url)
    expect(url.searchParams.get('page')).toBe('0')
    expect(url.searchParams.get('filter[game]')).toBe('rust')
  })
})
