// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { makeCore } from '@testing/fixtures/props'
import { renderWithApp } from '@testing/render/render-with-app'
import { ShopFilters } from './shop-filters'

describe('ShopFilters', () => {
  it('starts from the URL state and applies the edited filters as new URL state', async () => {
    const onApply = vi.fn()
    await renderWithApp(<ShopFilters search={{ game: 'cs2', rarity: 'Covert', page: 4 }} onApply={onApply} />, {
      core: makeCore(),
    })

    expect(screen.getByRole('combobox', { name: 'Game' })).toHaveProperty('value', 'cs2')
    expect(screen.getByRole('combobox', { name: 'Rarity' })).toHaveProperty('value', 'Covert')

    await userEvent.type(screen.getByRole('textbox', { name: 'Item name' }), 'awp')
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Price from' }), '5')
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Price to' }), '300')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'price_desc')
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))

    // The page is left out: new filters start from the first page.
    expect(onApply).toHaveBeenCalledWith({
      game: 'cs2',
      search: 'awp',
      priceFrom: 5,
      priceTo: 300,
      rarity: 'Covert',
      sort: 'price_desc',
    })
  })

  it('refuses a negative, too precise or too high price on its field, keeps what was typed and applies nothing', async () => {
    const onApply = vi.fn()
    await renderWithApp(<ShopFilters search={{}} onApply={onApply} />, { core: makeCore() })

    const priceFrom = screen.getByRole('spinbutton', { name: 'Price from' })
    await userEvent.type(priceFrom, '-5')
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))

    expect(onApply).not.toHaveBeenCalled()
    expect(priceFrom.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(priceFrom.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'Enter a price from 0.00 to 1,000,000,000.00 coins, with at most two decimals.',
    )
    expect(priceFrom).toHaveProperty('value', '-5')

    for (const bad of ['12.345', '10000000000']) {
      await userEvent.clear(priceFrom)
      await userEvent.type(priceFrom, bad)
      await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
      expect(onApply, bad).not.toHaveBeenCalled()
    }

    await userEvent.clear(priceFrom)
    await userEvent.type(priceFrom, '0')
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ priceFrom: 0 }))
  })

  it('offers the rarities of the chosen game and drops one that the game does not have', async () => {
    const onApply = vi.fn()
    await renderWithApp(<ShopFilters search={{ game: 'cs2', rarity: 'Covert' }} onApply={onApply} />, {
      core: makeCore(),
    })

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Game' }), 'rust')
    const rarity = screen.getByRole('combobox', { name: 'Rarity' })
    expect(rarity).toHaveProperty('value', '')
    expect(screen.getByRole('option', { name: 'Legendary' })).toBeTruthy()
    expect(screen.queryByRole('option', { name: 'Covert' })).toBeNull()
  })

  it('resets every filter', async () => {
    const onApply = vi.fn()
    await renderWithApp(<ShopFilters search={{ search: 'knife', sort: 'price_asc' }} onApply={onApply} />, {
      core: makeCore(),
    })

    await userEvent.click(screen.getByRole('button', { name: 'Reset' }))

    expect(onApply).toHaveBeenCalledWith({})
    expect(screen.getByRole('textbox', { name: 'Item name' })).toHaveProperty('value', '')
  })
})
