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

/**
 * `regular` has 250 coins, short of 1,399.99: the card says so before the press, in text tied to
 * a quieter Buy that stays focusable and still opens the confirmation (which says what to do).
 */
export const NotEnoughCoins: Story = {
  globals: { persona: 'regular' },
  args: { item: { ...item, market_hash_name: '★ Karambit | Doppler (Factory New)', price: 1399.99 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const buy = await canvas.findByRole('button', { name: 'Buy ★ Karambit | Doppler (Factory New)' })
    await expect(canvas.getByText('Not enough coins')).toBeVisible()
    await expect(buy).toHaveAccessibleDescription('Not enough coins')
    await expect(buy).toBeEnabled()
    buy.focus()
    await expect(buy).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onBuy).toHaveBeenCalledOnce()
  },
}

/** An affordable item has no such note: its Buy is the plain one. */
export const Affordable: Story = {
  globals: { persona: 'regular' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const buy = await canvas.findByRole('button', { name: 'Buy AWP | Atheris (Field-Tested)' })
    await expect(buy).not.toHaveAccessibleDescription()
    await expect(canvas.queryByText('Not enough coins')).toBeNull()
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
