import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { withFrame } from '@testing/stories/with-frame'
import { ListSkeleton } from './list-skeleton'

const meta = {
  component: ListSkeleton,
  decorators: [withFrame(1100)],
  args: { count: 3 },
  globals: { locale: 'en' },
} satisfies Meta<typeof ListSkeleton>

export default meta
type Story = StoryObj<typeof meta>

/** Text rows; screen readers hear one "Loading…" status, not the placeholders. */
export const Rows: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status')
    await expect(status).toHaveTextContent(/^Loading…$/)
    await expect(status.querySelectorAll(':scope > [aria-hidden="true"]')).toHaveLength(3)
  },
}

/** Picture cards in a grid, with what is loading named. */
export const Tiles: Story = {
  args: { variant: 'tile', count: 6, label: 'Loading sites…' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status')
    await expect(status).toHaveTextContent(/^Loading sites…$/)
    await expect(status.querySelectorAll(':scope > [aria-hidden="true"]')).toHaveLength(6)
  },
}

/** Without a count: six placeholders. */
export const DefaultCount: Story = {
  args: { count: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status').querySelectorAll(':scope > [aria-hidden="true"]'),
    ).toHaveLength(6)
  },
}

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/^Загрузка…$/)
  },
}
