import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ErrorPage } from './error-page'

const meta = {
  component: ErrorPage,
  args: { onRetry: undefined, details: undefined },
  // The play functions read English names and English links.
  globals: { locale: 'en' },
} satisfies Meta<typeof ErrorPage>

export default meta
type Story = StoryObj<typeof meta>

export const NotFound: Story = {
  args: { status: 404, message: 'The page was not found' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { level: 1, name: '404: The page was not found' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'To the main page' })).toHaveAttribute('href', '/en')
    await expect(page.queryByRole('button', { name: 'Try again' })).toBeNull()
  },
}

export const ServerError: Story = {
  args: {
    status: 500,
    message: 'Something went wrong...',
    details: 'ApiError: 500 Internal Server Error',
    onRetry: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.click(page.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
    await expect(page.getByRole('button', { name: 'Copy error' })).toBeVisible()
  },
}

export const UnexpectedError: Story = {
  args: { message: 'An unexpected error has occurred', details: 'TypeError: x is undefined', onRetry: fn() },
}
