import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { ApiError } from '~/api/api-error'
import { UnknownMiddlewareError } from '~/features/auth/lib/guards'
import { DefaultErrorPage } from './default-error-page'

const meta = {
  component: DefaultErrorPage,
  args: { reset: fn(), info: undefined },
  globals: { locale: 'en' },
} satisfies Meta<typeof DefaultErrorPage>

export default meta
type Story = StoryObj<typeof meta>

/** A route guard with an unknown name (spec: error 500 'Unknown middleware'). */
export const UnknownMiddleware: Story = {
  args: { error: new UnknownMiddlewareError('moderator') },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: '500: Unknown middleware' }),
    ).toBeVisible()
  },
}

export const ApiNotFound: Story = {
  args: { error: new ApiError({ kind: 'message', status: 404, message: 'The card was not found' }) },
}

export const ApiServerError: Story = { args: { error: new ApiError({ kind: 'status', status: 503 }) } }

export const Unexpected: Story = {
  args: { error: new TypeError("Cannot read properties of undefined (reading 'slug')") },
}
