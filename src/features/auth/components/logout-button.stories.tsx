import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { delay } from 'msw'
import type { Schemas } from '~/api/types'
import { withToasts } from '@testing/stories/with-toasts'
import { apiOverride } from '@testing/api-override'
import { LogoutButton } from './logout-button'

// A successful logout reloads the page at `/`, which would leave the story: the stories stop
// before that, at the pending request or at a failure.

const serverError: Schemas['Error'] = { error: 'Something went wrong...' }

const meta = {
  component: LogoutButton,
  decorators: [withToasts(280)],
  args: { withLabel: false },
  // Only signed-in users see the button (header and mobile menu).
  globals: { locale: 'en', persona: 'regular' },
} satisfies Meta<typeof LogoutButton>

export default meta
type Story = StoryObj<typeof meta>

/** The header's icon button: named for screen readers and in a tooltip. */
export const Icon: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Log out' })
    await expect(button).toHaveAttribute('title', 'Log out')
    await expect(button).toBeEnabled()
  },
}

/** The mobile menu spells it out: the visible text is the name, no tooltip. */
export const WithLabel: Story = {
  args: { withLabel: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Log out' })
    await expect(button).toHaveTextContent('Log out')
    await expect(button).not.toHaveAttribute('title')
  },
}

export const Russian: Story = {
  args: { withLabel: true },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Выйти' })).toBeVisible()
  },
}

/** While the request runs the button is blocked, so a second click sends nothing. */
export const Pending: Story = {
  parameters: { msw: [apiOverride('post', '/auth/logout', () => delay('infinite'))] },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Log out' })
    await userEvent.click(button)
    await waitFor(() => expect(button).toBeDisabled())
    await expect(button).toHaveAttribute('aria-busy', 'true')
  },
}

/** A failed logout shows the server's message and lets the user try again. */
export const Error: Story = {
  parameters: { msw: [apiOverride('post', '/auth/logout', () => ({ status: 500, body: serverError }))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const button = canvas.getByRole('button', { name: 'Log out' })
    await userEvent.click(button)
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong...')
    await waitFor(() => expect(button).toBeEnabled())
  },
}
