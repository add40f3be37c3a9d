import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { withFrame } from '@testing/stories/with-frame'
import { EmptyState } from './empty-state'

const meta = {
  component: EmptyState,
  decorators: [withFrame(1100)],
  args: { title: 'No sites here yet' },
  globals: { locale: 'en' },
} satisfies Meta<typeof EmptyState>

export default meta
type Story = StoryObj<typeof meta>

/** Just the title: no hint below it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByText('No sites here yet')
    await expect(title).toBeVisible()
    await expect(title.nextElementSibling).toBeNull()
  },
}

export const WithHint: Story = {
  args: { children: 'Look into another category or come back later.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Look into another category or come back later.')).toBeVisible()
  },
}

/** An action that leads to another list. */
export const WithAction: Story = {
  args: {
    title: 'You have no trades yet',
    children: <a href="#shop">Go to the shop</a>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Go to the shop' })).toHaveAttribute('href', '#shop')
  },
}

export const LongText: Story = {
  args: {
    title: `Nothing found for “${'a very long search phrase '.repeat(6)}”`,
    children: 'Try other words or the other result type. '.repeat(5),
  },
}

export const Russian: Story = {
  args: { title: 'Здесь пока нет сайтов', children: 'Загляните в другую категорию или вернитесь позже.' },
  globals: { locale: 'ru' },
}
