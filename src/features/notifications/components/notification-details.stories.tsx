import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { delay } from 'msw'
import type { Schemas } from '~/api/types'
import { makeNotification } from '@testing/fixtures/props'
import { withFrame } from '@testing/stories/with-frame'
import { apiOverride } from '@testing/api-override'
import { NotificationDetails } from './notification-details'

function answer(notification: Schemas['Notification']) {
  return { status: 200 as const, body: { data: notification } }
}

const notification = makeNotification({
  id: 3,
  title: 'Giveaway started',
  description: 'Ten game keys are up for grabs this week.',
  link: null,
})

const meta = {
  component: NotificationDetails,
  decorators: [withFrame(480)],
  args: { id: 3 },
  parameters: { msw: [apiOverride('get', '/notifications/{id}', () => answer(notification))] },
  // Notifications are a signed-in visitor's own.
  globals: { locale: 'en', persona: 'regular' },
} satisfies Meta<typeof NotificationDetails>

export default meta
type Story = StoryObj<typeof meta>

/** The text and the time as the server has them now. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Ten game keys are up for grabs this week.')).toBeVisible()
    await expect(canvas.getByText('14 Mar, 09:00')).toHaveAttribute('dateTime', notification.createdAt)
  },
}

export const Russian: Story = {
  parameters: {
    msw: [
      apiOverride('get', '/notifications/{id}', () =>
        answer({ ...notification, description: 'На этой неделе разыгрываем десять ключей от игр.' }),
      ),
    ],
  },
  globals: { locale: 'ru', persona: 'regular' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('На этой неделе разыгрываем десять ключей от игр.')).toBeVisible()
    await expect(canvas.getByText('14 мар., 09:00')).toBeVisible()
  },
}

/** Skeleton lines, announced as loading. */
export const Loading: Story = {
  parameters: { msw: [apiOverride('get', '/notifications/{id}', () => delay('infinite'))] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toBeInTheDocument()
  },
}

/** A failure shows in the modal (not as a toast), with a retry that loads it again. */
export const ErrorThenRetry: Story = {
  parameters: {
    msw: [
      apiOverride('get', '/notifications/{id}', () => ({ status: 500, body: { error: 'Something went wrong...' } }), {
        once: true,
      }),
      apiOverride('get', '/notifications/{id}', () => answer(notification)),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('Could not load the notification.')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByText('Ten game keys are up for grabs this week.')).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

/** The fake backend's own notifications: a seeded id it does not have for this user answers 404. */
export const NotFound: Story = {
  args: { id: 999999 },
  parameters: { msw: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Could not load the notification.')
  },
}

export const LongText: Story = {
  parameters: {
    msw: [
      apiOverride('get', '/notifications/{id}', () =>
        answer({
          ...notification,
          description: 'Complete the tasks of the week to take part in the giveaway of ten game keys. '.repeat(8),
        }),
      ),
    ],
  },
}
