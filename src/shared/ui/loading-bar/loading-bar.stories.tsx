import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { LoadingBar } from './loading-bar'

const meta = {
  component: LoadingBar,
  args: { active: true },
} satisfies Meta<typeof LoadingBar>

export default meta
type Story = StoryObj<typeof meta>

/** Loading: the bar appears after the 200 ms throttle and sweeps towards the end over 5 s. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument(),
    )
  },
}

/** Idle: nothing visible and nothing announced. */
export const Idle: Story = {
  args: { active: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull()
  },
}
