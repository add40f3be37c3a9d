import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Sidebar } from './sidebar'

const meta = {
  component: Sidebar,
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gridTemplateColumns: 'var(--sidebar-width) 1fr', minHeight: 700 }}>
        <Story />
      </div>
    ),
  ],
  globals: { locale: 'en' },
} satisfies Meta<typeof Sidebar>

export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const sidebar = within(canvasElement)
    await expect(await sidebar.findByRole('link', { name: 'Free cases' })).toHaveAttribute('href', '/en/games/cases')
    await expect(sidebar.getByRole('link', { name: 'Game key giveaways' })).toHaveAttribute(
      'href',
      '/en/games/giveaways/games',
    )
    await expect(sidebar.getByRole('link', { name: /Telegram/ })).toHaveAttribute('rel', 'noopener noreferrer')
  },
}

export const Russian: Story = { globals: { locale: 'ru' } }

/** Below 540 px: one horizontal strip that scrolls sideways. */
export const MobileStrip: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 375 }}>
        <Story />
      </div>
    ),
  ],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}
