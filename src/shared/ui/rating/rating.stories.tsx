import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { withFrame } from '@testing/stories/with-frame'
import { Rating } from './rating'

const meta = {
  component: Rating,
  decorators: [withFrame()],
  args: { value: 4.5 },
  globals: { locale: 'en' },
} satisfies Meta<typeof Rating>

export default meta
type Story = StoryObj<typeof meta>

/** The filled stars cover the rating's share of the row: 4.5 of 5 is 90 % of it. */
function filledShare(rating: HTMLElement): number {
  const stars = rating.firstElementChild as HTMLElement
  return Number.parseFloat(getComputedStyle(stars, '::after').width) / stars.getBoundingClientRect().width
}

export const Partial: Story = {
  play: async ({ canvasElement }) => {
    const rating = within(canvasElement).getByRole('img', { name: 'Rating 4.5 out of 5' })
    await expect(rating).toBeVisible()
    await expect(filledShare(rating)).toBeCloseTo(0.9, 2)
    // Five 18 px stars and four gaps.
    await expect((rating.firstElementChild as HTMLElement).getBoundingClientRect().width).toBeCloseTo(96, 0)
  },
}

export const Full: Story = { args: { value: 5 } }

export const NoReviews: Story = {
  args: { value: 0 },
  play: async ({ canvasElement }) => {
    const rating = within(canvasElement).getByRole('img', { name: 'No ratings yet' })
    await expect(rating).toBeVisible()
    await expect(filledShare(rating)).toBe(0)
  },
}

/** Out-of-range values from the API are kept within 0..5. */
export const OutOfRange: Story = { args: { value: 7.25 } }

export const Small: Story = { args: { value: 3.4, size: 'sm' } }

export const Russian: Story = { globals: { locale: 'ru' } }
