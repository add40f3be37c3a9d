import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { withFrame } from '@testing/stories/with-frame'
import { Coins } from './coins'

const meta = {
  component: Coins,
  decorators: [withFrame()],
  args: { amount: 1250.5 },
  globals: { locale: 'en' },
} satisfies Meta<typeof Coins>

export default meta
type Story = StoryObj<typeof meta>

/** Always two decimals (spec section 9), with the locale's grouping. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('1,250.50 coins')).toBeVisible()
  },
}

/** A whole amount still shows its two decimals. */
export const WholeAmount: Story = {
  args: { amount: 5 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('5.00 coins')).toBeVisible()
  },
}

/** More than two decimals are rounded to two. */
export const Rounded: Story = {
  args: { amount: 3.14159 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('3.14 coins')).toBeVisible()
  },
}

export const Zero: Story = {
  args: { amount: 0 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('0.00 coins')).toBeVisible()
  },
}

/** A large balance: grouping keeps it readable. */
export const LargeAmount: Story = {
  args: { amount: 9876543.21 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('9,876,543.21 coins')).toBeVisible()
  },
}

/** Comma decimals and space grouping. */
export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const text = (await within(canvasElement).findByText(/монеты$/)).textContent ?? ''
    await expect(text.replace(/\s/g, ' ')).toBe('1 250,50 монеты')
  },
}
