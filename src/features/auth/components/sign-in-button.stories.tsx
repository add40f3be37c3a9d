import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { delay } from 'msw'
import type { Schemas } from '~/api/types'
import { withToasts } from '@testing/stories/with-toasts'
import { apiOverride } from '@testing/api-override'
import { SignInButton } from './sign-in-button'

// A working sign-in leaves for the game platform's page, which would leave the story: the
// stories stop before that, at the pending request or at an answer that is not followed.

const serverError: Schemas['Error'] = { error: 'Something went wrong...' }

const meta = {
  component: SignInButton,
  decorators: [withToasts()],
  globals: { locale: 'en', persona: 'guest' },
} satisfies Meta<typeof SignInButton>

export default meta
type Story = StoryObj<typeof meta>

export const Guest: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sign in' })).toBeEnabled()
  },
}

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Войти' })).toBeVisible()
  },
}

/** Busy until the browser has left: a second click asks for no second URL. */
export const Pending: Story = {
  parameters: { msw: [apiOverride('get', '/auth/redirect-url', () => delay('infinite'))] },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sign in' })
    await userEvent.click(button)
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'))
    await expect(button).toBeDisabled()
  },
}

/** An address that is not http(s) is never followed: the button comes back, the page stays. */
export const UnsafeUrl: Story = {
  parameters: {
    msw: [
      apiOverride('get', '/auth/redirect-url', async () => {
        await delay(300)
        const body: Schemas['RedirectUrlResponse'] = { data: { url: 'javascript:alert(1)' } }
        return { status: 200, body: body }
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sign in' })
    await userEvent.click(button)
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'))
    await waitFor(() => expect(button).toBeEnabled())
    await expect(button).not.toHaveAttribute('aria-busy')
  },
}

/** A failure is only logged (spec section 8): no toast, and the button can be clicked again. */
export const Error: Story = {
  parameters: {
    msw: [
      apiOverride('get', '/auth/redirect-url', async () => {
        await delay(300)
        return { status: 500, body: serverError }
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const button = canvas.getByRole('button', { name: 'Sign in' })
    await userEvent.click(button)
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'))
    await waitFor(() => expect(button).toBeEnabled())
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}
