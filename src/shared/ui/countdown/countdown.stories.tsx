import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Countdown } from './countdown'

const meta = {
  component: Countdown,
  decorators: [
    (Story) => (
      <p style={{ padding: 24, fontSize: 24, fontVariantNumeric: 'tabular-nums' }}>
        <Story />
      </p>
    ),
  ],
  args: { until: new Date(Date.now() + 90 * 60 * 1000).toISOString() },
  globals: { locale: 'en' },
} satisfies Meta<typeof Countdown>

export default meta
type Story = StoryObj<typeof meta>

/** Ticks every second in the browser. */
export const Running: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer').textContent).toMatch(/^1:(30|29):\d\d$/)
  },
}

/** A whole day's cooldown reads in hours. */
export const DayLong: Story = { args: { until: new Date(Date.now() + 24 * 3600 * 1000).toISOString() } }

export const Over: Story = {
  args: { until: new Date(Date.now() - 1000).toISOString() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('0:00:00')
  },
}
