import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { withFrame } from '@testing/stories/with-frame'
import { Tag } from './tag'

/** The short words of list cells and facts: a status, a role, a mark. */
const meta = {
  component: Tag,
  decorators: [withFrame(600)],
  args: { children: 'Active', tone: 'positive' },
} satisfies Meta<typeof Tag>

export default meta
type Story = StoryObj<typeof meta>

export const Positive: Story = {}

export const Tones: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: 8 }}>
      <Tag>admin</Tag>
      <Tag tone="positive">Active</Tag>
      <Tag tone="notice">Scheduled</Tag>
      <Tag tone="muted">Ended</Tag>
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Scheduled')).toBeVisible()
  },
}

/** A long word is cut with an ellipsis; its cell is not widened. */
export const LongText: Story = {
  args: { children: 'Редактор комментариев и отзывов на страницах карточек', tone: 'neutral' },
  play: async ({ canvasElement }) => {
    const tag = within(canvasElement).getByText(/Редактор/)
    await expect(tag.scrollWidth).toBeGreaterThan(tag.clientWidth)
  },
}
