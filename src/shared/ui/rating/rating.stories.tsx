import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { withFrame } from '~/shared/testing/with-frame'
import { Rating } from './rating'

const meta = {
  component: Rating,
  decorators: [withFrame()],
  args: { value: 4.5 },
  globals: { locale: 'en' },
} satisfies Meta<typeof Rating>

export default meta
type Story = StoryObj<typeof meta>

export const Partial: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Rating 4.5 out of 5' })).toBeVisible()
  },
}

export const Full: Story = { args: { value: 5 } }

export const NoReviews: Story = {
  args: { value: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'No ratings yet' })).toBeVisible()
  },
}

/** Out-of-range values from the API are kept within 0..5. */
export const OutOfRange: Story = { args: { value: 7.25 } }

export const Small: Story = { args: { value: 3.4, size: 'sm' } }

export const Russian: Story = { globals: { locale: 'ru' } }
