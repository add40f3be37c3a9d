import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { delay, http, HttpResponse } from 'msw'
import type { Schemas } from '~/api/types'
import { withToasts } from '~/shared/testing/with-toasts'
import { makeShopItem } from '~/shared/testing/fixtures'
import { ShopItemCard } from './shop-item-card'

const item = makeShopItem()

const bought = http.post('*/api/shop/buy', () => HttpResponse.json({ data: { balance: 49754.5 } } satisfies Schemas['BalanceResponse']))

const meta = {
  component: ShopItemCard,
  decorators: [withToasts(240)],
  args: { item },
  globals: { locale: 'en', persona: 'rich' },
} satisfies Meta<typeof ShopItemCard>

export default meta
type Story = StoryObj<typeof meta>

/** Name, rarity and quality, the price with two decimals; buying is confirmed with a toast. */
export const Buy: Story = {
  parameters: { msw: [bought] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'AWP | Atheris (Field-Tested)' })).toBeVisible()
    await expect(canvas.getByText('245.50 coins')).toBeVisible()
    await expect(canvas.getByText('Restricted · Field-Tested')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Buy AWP | Atheris (Field-Tested)' }))
    // Toasts slide in from transparent, so the toast is found, not yet seen.
    await expect(await canvas.findByText('Bought: AWP | Atheris (Field-Tested). It will be sent to your tradelink.')).toBeInTheDocument()
  },
}

/** While the purchase is in flight the button is busy, so a second click buys nothing. */
export const Buying: Story = {
  parameters: { msw: [http.post('*/api/shop/buy', () => delay('infinite'))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const buy = await canvas.findByRole('button', { name: 'Buy AWP | Atheris (Field-Tested)' })
    await userEvent.click(buy)
    await waitFor(() => expect(buy).toHaveAttribute('aria-busy', 'true'))
    await expect(buy).toBeDisabled()
  },
}

/** The server's refusal (not enough coins) is an error toast. */
export const NotEnoughCoins: Story = {
  globals: { persona: 'new' },
  parameters: { msw: [http.post('*/api/shop/buy', () => HttpResponse.json({ error: 'Not enough coins to buy this item.' }, { status: 400 }))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Buy AWP | Atheris (Field-Tested)' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Not enough coins to buy this item.')
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Buy AWP | Atheris (Field-Tested)' })).toBeEnabled())
  },
}

/** A guest is asked to log in; nothing is sent. */
export const Guest: Story = {
  globals: { persona: 'guest' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Buy AWP | Atheris (Field-Tested)' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent('To use the shop, log in!')
    await expect(canvas.getByRole('button', { name: 'Buy AWP | Atheris (Field-Tested)' })).not.toHaveAttribute('aria-busy')
  },
}

/** An item without quality shows its rarity alone. */
export const NoQuality: Story = {
  args: { item: { ...item, game_id: 252490, market_hash_name: 'Tempered AK47', quality: '', rarity: 'Legendary', rarity_color: '#eb4b4b', price: 1399.99 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Legendary')).toBeVisible()
    await expect(canvas.getByText('1,399.99 coins')).toBeVisible()
  },
}

export const LongName: Story = {
  args: { item: { ...item, market_hash_name: '★ StatTrak™ Butterfly Knife | Case Hardened Blue Gem Pattern 661 (Factory New)', price: 98765.4 } },
}

export const Russian: Story = {
  globals: { locale: 'ru', persona: 'guest' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const buy = await canvas.findByRole('button', { name: 'Купить AWP | Atheris (Field-Tested)' })
    await expect(canvas.getByText(/^245,50\s/)).toBeVisible()
    await userEvent.click(buy)
    await expect(await canvas.findByRole('status')).toHaveTextContent('Чтобы пользоваться магазином, войдите!')
  },
}
