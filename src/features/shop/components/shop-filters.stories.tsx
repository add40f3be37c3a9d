import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { withFrame } from '@testing/stories/with-frame'
import { ShopFilters } from './shop-filters'

const meta = {
  component: ShopFilters,
  decorators: [withFrame()],
  args: { search: {}, onApply: fn() },
  globals: { locale: 'en' },
} satisfies Meta<typeof ShopFilters>

export default meta
type Story = StoryObj<typeof meta>

/** The edited filters are applied as new URL state, starting again from the first page. */
export const Apply: Story = {
  args: { search: { page: 4 } },
  play: async ({ canvasElement, args }) => {
    const form = within(await within(canvasElement).findByRole('search', { name: 'Shop filters' }))
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Game' }), 'cs2')
    await userEvent.type(form.getByRole('textbox', { name: 'Item name' }), '  awp ')
    await userEvent.type(form.getByRole('spinbutton', { name: 'Price from' }), '5')
    await userEvent.type(form.getByRole('spinbutton', { name: 'Price to' }), '300')
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Rarity' }), 'Covert')
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Order' }), 'price_desc')
    await userEvent.click(form.getByRole('button', { name: 'Apply' }))
    await expect(args.onApply).toHaveBeenCalledWith({
      game: 'cs2',
      search: 'awp',
      priceFrom: 5,
      priceTo: 300,
      rarity: 'Covert',
      sort: 'price_desc',
    })
  },
}

/** The form starts from the filters in the URL. */
export const FromUrl: Story = {
  args: { search: { game: 'rust', search: 'tempered', priceFrom: 10, rarity: 'Legendary', sort: 'price_asc' } },
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('search', { name: 'Shop filters' }))
    await expect(form.getByRole('combobox', { name: 'Game' })).toHaveValue('rust')
    await expect(form.getByRole('textbox', { name: 'Item name' })).toHaveValue('tempered')
    await expect(form.getByRole('spinbutton', { name: 'Price from' })).toHaveValue(10)
    await expect(form.getByRole('spinbutton', { name: 'Price to' })).toHaveValue(null)
    await expect(form.getByRole('combobox', { name: 'Rarity' })).toHaveValue('Legendary')
    await expect(form.getByRole('combobox', { name: 'Order' })).toHaveValue('price_asc')
  },
}

/** Choosing another game offers its rarities and drops one that game does not have. */
export const RaritiesFollowTheGame: Story = {
  args: { search: { game: 'cs2', rarity: 'Covert' } },
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('search', { name: 'Shop filters' }))
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Game' }), 'rust')
    const rarity = form.getByRole('combobox', { name: 'Rarity' })
    await expect(rarity).toHaveValue('')
    await expect(within(rarity).getByRole('option', { name: 'Legendary' })).toBeInTheDocument()
    await expect(within(rarity).queryByRole('option', { name: 'Covert' })).toBeNull()
  },
}

/** Swapped price bounds are put in order. */
export const SwappedPrices: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(await within(canvasElement).findByRole('search', { name: 'Shop filters' }))
    await userEvent.type(form.getByRole('spinbutton', { name: 'Price from' }), '300')
    await userEvent.type(form.getByRole('spinbutton', { name: 'Price to' }), '5')
    await userEvent.click(form.getByRole('button', { name: 'Apply' }))
    await expect(args.onApply).toHaveBeenCalledWith({ priceFrom: 5, priceTo: 300 })
  },
}

export const Reset: Story = {
  args: { search: { game: 'dota2', search: 'arcana', sort: 'price_desc' } },
  play: async ({ canvasElement, args }) => {
    const form = within(await within(canvasElement).findByRole('search', { name: 'Shop filters' }))
    await userEvent.click(form.getByRole('button', { name: 'Reset' }))
    await expect(args.onApply).toHaveBeenCalledWith({})
    await expect(form.getByRole('combobox', { name: 'Game' })).toHaveValue('')
    await expect(form.getByRole('textbox', { name: 'Item name' })).toHaveValue('')
    await expect(form.getByRole('combobox', { name: 'Order' })).toHaveValue('')
  },
}

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement, args }) => {
    const form = within(await within(canvasElement).findByRole('search', { name: 'Фильтры магазина' }))
    await userEvent.type(form.getByRole('spinbutton', { name: 'Цена от' }), '1')
    await userEvent.click(form.getByRole('button', { name: 'Применить' }))
    await expect(args.onApply).toHaveBeenCalledWith({ priceFrom: 1 })
  },
}

/** On a phone the filters fold behind a button that counts the ones set; it unfolds them. */
export const PhoneFolded: Story = {
  args: { search: { game: 'rust', search: 'ak', sort: 'price_asc' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const toggle = await canvas.findByRole('button', { name: 'Filters active: 2' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.queryByRole('search', { name: 'Shop filters' })).toBeNull()
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByRole('search', { name: 'Shop filters' })).toBeVisible()
  },
}
