import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { withFrame } from '@testing/stories/with-frame'
import { BalanceLink } from './balance-link'

const meta = {
  component: BalanceLink,
  decorators: [withFrame(375)],
  args: { balance: 1250.5 },
  parameters: { route: '/en' },
  globals: { locale: 'en', persona: 'regular' },
} satisfies Meta<typeof BalanceLink>

export default meta
type Story = StoryObj<typeof meta>

/** The balance with two decimals; its name says what the number is. */
export const English: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Balance: 1,250.50 coins' })
    await expect(link).toHaveAttribute('href', '/en/profile')
    await expect(link).toHaveTextContent(/^1,250\.50$/)
  },
}

/** Russian: no locale prefix, Russian number format. */
export const Russian: Story = {
  parameters: { route: '/' },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /^Баланс: 1\s250,50 монеты$/ })
    await expect(link).toHaveAttribute('href', '/profile')
  },
}

/** A whole or empty balance still shows its decimals; a big one does not wrap. */
export const ZeroAndBig: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <BalanceLink balance={0} />
      <BalanceLink balance={12345678.9} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Balance: 0.00 coins' })).toBeVisible()
    const big = canvas.getByRole('link', { name: 'Balance: 12,345,678.90 coins' })
    await expect(big.getBoundingClientRect().height).toBeLessThanOrEqual(40)
  },
}

/** On the profile page the link is marked as the current page. */
export const OnProfilePage: Story = {
  parameters: { route: '/en/profile' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /^Balance:/ })).toHaveAttribute('aria-current', 'page')
  },
}
