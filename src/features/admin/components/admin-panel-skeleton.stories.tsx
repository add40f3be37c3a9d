import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { AdminPanelSkeleton } from './admin-panel-skeleton'

const meta = {
  component: AdminPanelSkeleton,
  args: { label: 'Loading the admin panel…' },
  globals: { locale: 'en' },
} satisfies Meta<typeof AdminPanelSkeleton>

export default meta
type Story = StoryObj<typeof meta>

/** The panel's shape while it loads: busy, saying so to screen readers, the shapes themselves hidden from them. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status')
    await expect(status).toHaveTextContent('Loading the admin panel…')
    await expect(status.parentElement).toHaveAttribute('aria-busy', 'true')
    // The navigation's and the table's shapes, not a bare line of text.
    await expect(canvasElement.querySelectorAll('[aria-hidden="true"] span').length).toBeGreaterThan(20)
  },
}
