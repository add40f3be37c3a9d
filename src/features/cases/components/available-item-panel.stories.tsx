import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { delay } from 'msw'
import type { Schemas } from '~/api/types'
import { withToasts } from '@testing/stories/with-toasts'
import { makeDroppedItem } from '@testing/fixtures/props'
import { apiOverride } from '@testing/api-override'
import { AvailableItemPanel } from './available-item-panel'

const item = makeDroppedItem()

const sold = apiOverride('post', '/cases/{slug}/available-item/sell', () => ({
  status: 200,
  body: { data: { balance: 253.12 } } satisfies Schemas['BalanceResponse'],
}))

const meta = {
  component: AvailableItemPanel,
  decorators: [withToasts(480)],
  args: { slug: 'daily-case', item },
  globals: { locale: 'en', persona: 'regular' },
} satisfies Meta<typeof AvailableItemPanel>

export default meta
type Story = StoryObj<typeof meta>

/** Selling the drop: the price with two decimals on the button and in the confirmation. */
export const Sell: Story = {
  parameters: { msw: [sold] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Your drop' })).toBeVisible()
    // A user with a tradelink is not sent to the profile.
    await expect(canvas.queryByRole('link', { name: 'profile' })).toBeNull()
    await userEvent.click(await canvas.findByRole('button', { name: 'Sell for 3.12 coins' }))
    // Toasts slide in from transparent, so the toast is found, not yet seen.
    await expect(await canvas.findByText('Sold for 3.12 coins.')).toBeInTheDocument()
  },
}

/** While the item is being sent, neither button can be pressed again. */
export const Sending: Story = {
  parameters: { msw: [apiOverride('post', '/cases/{slug}/available-item/send', () => delay('infinite'))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const send = await canvas.findByRole('button', { name: 'Send to my tradelink' })
    await userEvent.click(send)
    await waitFor(() => expect(send).toHaveAttribute('aria-busy', 'true'))
    await expect(canvas.getByRole('button', { name: 'Sell for 3.12 coins' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Sell for 3.12 coins' })).not.toHaveAttribute('aria-busy')
  },
}

/** The server's refusal arrives as an error toast, and the buttons work again. */
export const SendRefused: Story = {
  parameters: {
    msw: [
      apiOverride('post', '/cases/{slug}/available-item/send', () => ({
        status: 400,
        body: { error: 'Set your tradelink first.' },
      })),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Send to my tradelink' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Set your tradelink first.')
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send to my tradelink' })).toBeEnabled())
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Sell for 3.12 coins' })).toBeEnabled())
  },
}

/** A user without a tradelink is pointed to the profile's tradelink field to add one. */
export const NoTradelink: Story = {
  globals: { persona: 'new' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'profile' })).toHaveAttribute(
      'href',
      '/en/profile#tradelink',
    )
  },
}

export const LongName: Story = {
  args: {
    item: {
      ...item,
      marketHashName: '★ StatTrak™ Butterfly Knife | Case Hardened Blue Gem Pattern 661 (Factory New)',
      price: 98765.4,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Sell for 98,765.40 coins' })).toBeVisible()
  },
}

export const Russian: Story = {
  globals: { locale: 'ru', persona: 'new' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('button', { name: /^Продать за 3,12/ })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'профиле' })).toHaveAttribute('href', '/profile#tradelink')
  },
}
