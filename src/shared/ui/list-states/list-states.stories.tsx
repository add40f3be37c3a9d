import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ApiError } from '~/api/api-error'
import { withFrame } from '@testing/stories/with-frame'
import { EmptyState } from './empty-state'
import { ErrorState } from './error-state'
import { ListSkeleton } from './list-skeleton'

const meta = {
  component: ErrorState,
  decorators: [withFrame(1100)],
  globals: { locale: 'en' },
} satisfies Meta<typeof ErrorState>

export default meta
type Story = StoryObj<typeof meta>

/** A list that failed: the retry button asks for it again. */
export const Error: Story = {
  args: { onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load this list.')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Offline: Story = {
  args: { error: new ApiError({ kind: 'network', status: 0 }), onRetry: fn(), retrying: true },
}

export const ErrorRussian: Story = { args: { onRetry: fn() }, globals: { locale: 'ru' } }

export const TileSkeleton: Story = {
  render: () => <ListSkeleton variant="tile" count={6} label="Loading sites…" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading sites…')
  },
}

export const RowSkeleton: Story = { render: () => <ListSkeleton count={3} /> }

export const Empty: Story = {
  render: () => <EmptyState title="No sites here yet">Look into another category or come back later.</EmptyState>,
}

export const EmptyLongText: Story = {
  render: () => (
    <EmptyState title={'Nothing found for “' + 'a very long search phrase '.repeat(6) + '”'}>
      {'Try other words or the other result type. '.repeat(5)}
    </EmptyState>
  ),
}
