import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { withFrame } from '@testing/stories/with-frame'
import { Pagination } from './pagination'

const meta = {
  component: Pagination,
  decorators: [withFrame()],
  args: { page: 1, lastPage: 3, label: 'Article pages' },
  globals: { locale: 'en' },
} satisfies Meta<typeof Pagination>

export default meta
type Story = StoryObj<typeof meta>

export const FirstPage: Story = {}

/** Far pages collapse into gaps; the current page is marked for screen readers. */
export const Middle: Story = {
  args: { page: 6, lastPage: 12 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Article pages' })
    await expect(within(nav).getByRole('link', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page')
    await expect(within(nav).getByRole('link', { name: 'Page 7' })).toHaveAttribute(
      'href',
      expect.stringContaining('page=7'),
    )
  },
}

export const LastPage: Story = { args: { page: 12, lastPage: 12 } }

export const Russian: Story = { args: { page: 2, lastPage: 4, label: undefined }, globals: { locale: 'ru' } }
