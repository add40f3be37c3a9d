import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { NotificationsMenu } from './notifications-menu'

const meta = {
  component: NotificationsMenu,
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: '16px 24px', minHeight: 520 }}>
        <Story />
      </div>
    ),
  ],
  // Notifications exist only for signed-in users; the fake backend gives this persona some unread.
  globals: { locale: 'en', persona: 'regular' },
} satisfies Meta<typeof NotificationsMenu>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {}

/** Opening marks everything viewed on the server, and the unread dot goes away. */
export const Opened: Story = {
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement)
    await userEvent.click(await menu.findByRole('button', { name: /^Notifications/ }))
    await expect(await menu.findByRole('region', { name: 'Notifications' })).toBeVisible()
    await waitFor(() =>
      expect(menu.getByRole('button', { name: 'Notifications' })).toHaveAttribute('aria-expanded', 'true'),
    )
  },
}

/** A notification that links to another site opens it in a new tab (a scenario of the fake backend). */
export const PartnerLink: Story = {
  parameters: { scenario: 'regular-partner-notification' },
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement)
    await userEvent.click(await menu.findByRole('button', { name: /^Notifications/ }))
    const partner = await menu.findByRole('link', { name: 'Details: A partner bonus' })
    await expect(partner).toHaveAttribute('target', '_blank')
    await expect(partner).toHaveAttribute('href', 'https://skinnest.example/?ref=freeskins')
  },
}
