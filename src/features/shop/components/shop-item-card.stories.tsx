import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { withToasts } from '@testing/stories/with-toasts'
import { makeShopItem } from '@testing/fixtures/props'
import { ShopItemCard } from './shop-item-card'

const item = makeShopItem()

const meta = {
  component: ShopItemCard,
  decorators: [withToasts(240)],
  args: { item, onBuy: fn() },
  globals: { locale: 'en', persona: 'rich' },
} satisfies Meta<typeof ShopItemCard>

export default meta
type Story = StoryObj<typeof meta>

/** Name, rarity and quality, the price with two decimals; Buy asks the list for the confirmation. */
export const Buy: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'AWP | Atheris (Field-Tested)' })).toBeVisible()
    await expect(canvas.getByText('245.50 coins')).toBeVisible()
    await expect(canvas.getByText('Restricted · Field-Tested')).toBeVisible()
    const buy = canvas.getByRole('button', { name: 'Buy AWP | Atheris (Field-Tested)' })
    await expect(buy).toHaveAttribute('aria-haspopup', 'dialog')
    await userEvent.click(buy)
    await expect(args.onBuy).toHaveBeenCalledWith(item)
  },
}

/** A guest is asked to log in; no confirmation is asked for and nothing is sent. */
export const Guest: Story = {
  globals: { persona: 'guest' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Buy AWP | Atheris (Field-Tested)' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent('To use the shop, log in!')
    await expect(args.onBuy).not.toHaveBeenCalled()
  },
}

/** An item without quality shows its rarity alone. */
export const NoQuality: Story = {
  args: {
    item: {
      ...item,
      game_id: 252490,
      market_hash_name: 'Tempered AK47',
      quality: '',
      rarity: 'Legendary',
      rarity_color: '#eb4b4b',
      price: 1399.99,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Legendary')).toBeVisible()
    await expect(canvas.getByText('1,399.99 coins')).toBeVisible()
  },
}

export const LongName: Story = {
  args: {
    item: {
      ...item,
      market_hash_name: '★ StatTrak™ Butterfly Knife | Case Hardened Blue Gem Pattern 661 (Factory New)',
      price: 98765.4,
    },
  },
}

export const Russian: Story = {
  globals: { locale: 'ru', persona: 'guest' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const buy = await canvas.findByRole('button', { name: 'Купить AWP | Atheris (Field-Tested)' })
    await expect(canvas.getByText(/^245,50\s/)).toBeVisible()
    // The platform's names are the API's values; the page shows them in its language.
    await expect(canvas.getByText('Запрещённое · После полевых испытаний')).toBeVisible()
    await userEvent.click(buy)
    await expect(await canvas.findByRole('status')).toHaveTextContent('Чтобы пользоваться магазином, войдите!')
  },
}
