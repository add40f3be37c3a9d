import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { makeNotification, makeSignedInCore } from '@testing/fixtures/props'
import { NotificationsPanel } from './notifications-panel'

const many = Array.from({ length: 8 }, (_, index) =>
  makeNotification({
    id: 100 + index,
    title: `Giveaway #${8 - index} started`,
    description: 'Ten game keys are up for grabs this week. Complete the tasks to take part.',
    link: index % 2 === 0 ? null : '/games/giveaways/games',
    createdAt: `2025-03-${String(20 - index).padStart(2, '0')}T10:00:00.000Z`,
    viewed: index > 2,
  }),
)

const meta = {
  component: NotificationsPanel,
  args: { notifications: makeSignedInCore().notifications, onShowDetails: fn(), onNavigate: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 380, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  globals: { locale: 'en' },
} satisfies Meta<typeof NotificationsPanel>

export default meta
type Story = StoryObj<typeof meta>

/** Unread entries carry a dot; entries without a link open their details. */
export const WithUnread: Story = {
  play: async ({ args, canvasElement }) => {
    const panel = within(canvasElement)
    await userEvent.click(panel.getByRole('button', { name: 'Details: Giveaway started' }))
    await expect(args.onShowDetails).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }))
    await expect(panel.getByRole('link', { name: 'Details: Welcome!' })).toHaveAttribute('target', '_blank')
  },
}

/** More entries than fit: the list scrolls inside the 400 px panel. */
export const Scrolling: Story = { args: { notifications: many } }

export const Empty: Story = { args: { notifications: [] } }
