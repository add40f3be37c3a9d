import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ApiError } from '~/api/api-error'
import { withFrame } from '@testing/stories/with-frame'
import { ErrorState } from './error-state'

const meta = {
  component: ErrorState,
  decorators: [withFrame(1100)],
  args: { onRetry: fn() },
  globals: { locale: 'en' },
} satisfies Meta<typeof ErrorState>

export default meta
type Story = StoryObj<typeof meta>

/** Announced as an alert; the retry button asks for the list again. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load this list.')
    await expect(canvas.queryByText('Check your internet connection.')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** A server failure is not a connection problem: no network hint. */
export const ServerError: Story = {
  args: { error: new ApiError({ kind: 'message', status: 500, message: 'Something went wrong...' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Check your internet connection.')).toBeNull()
  },
}

/** A network failure gets its own hint. */
export const Offline: Story = {
  args: { error: new ApiError({ kind: 'network', status: 0 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Check your internet connection.')).toBeVisible()
  },
}

/** While the retry runs, the button is busy and cannot be pressed again. */
export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Try again' })
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(button, { pointerEventsCheck: 0 })
    await expect(args.onRetry).not.toHaveBeenCalled()
  },
}

/** The section's own title instead of the generic one. */
export const CustomTitle: Story = {
  args: { title: 'Could not load the reviews.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Could not load the reviews.')
  },
}

/** Without a retry handler there is no button. */
export const WithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull()
  },
}

export const LongText: Story = {
  args: {
    title:
      'Could not load the list of sites that give free skins, promocodes and bonuses for the first deposit. '.repeat(3),
  },
}

export const Russian: Story = {
  args: { error: new ApiError({ kind: 'network', status: 0 }) },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Не удалось загрузить список.')
    await expect(canvas.getByRole('button', { name: 'Попробовать ещё раз' })).toBeVisible()
  },
}
