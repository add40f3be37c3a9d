import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { withFrame } from '@testing/stories/with-frame'
import { ArticleMeta } from './article-meta'

const meta = {
  component: ArticleMeta,
  decorators: [withFrame()],
  args: { createdAt: '2025-03-14T09:00:00.000Z', views: 1234 },
  globals: { locale: 'en' },
} satisfies Meta<typeof ArticleMeta>

export default meta
type Story = StoryObj<typeof meta>

/** The publication date (in UTC, machine-readable too) and the views. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const date = await canvas.findByText('14 March 2025')
    await expect(date.tagName).toBe('TIME')
    await expect(date).toHaveAttribute('dateTime', '2025-03-14T09:00:00.000Z')
    await expect(canvas.getByText('1,234 views')).toBeVisible()
  },
}

export const OneView: Story = {
  args: { views: 1 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('1 view')).toBeVisible()
  },
}

export const NoViews: Story = { args: { views: 0 } }

/** Russian dates and the three plural forms of "view". */
export const Russian: Story = {
  args: { views: 3 },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('14 марта 2025 г.')).toBeVisible()
    await expect(canvas.getByText('3 просмотра')).toBeVisible()
  },
}

export const RussianMany: Story = {
  args: { views: 25 },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('25 просмотров')).toBeVisible()
  },
}

export const ManyViews: Story = { args: { views: 123456789 } }

/** Russian's "one" form for 21, and the count grouped (Testing Library reads the no-break space as a space). */
export const RussianOneAndGrouped: Story = {
  args: { views: 1021 },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('1 021 просмотр')).toBeVisible()
  },
}
