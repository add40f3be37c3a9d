import type { Meta, StoryObj } from '@storybook/react-vite'
import { Skeleton } from './skeleton'

const meta = {
  component: Skeleton,
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gap: 10, maxWidth: 360, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>

export default meta
type Story = StoryObj<typeof meta>

export const Line: Story = { args: { width: '70%' } }
export const Block: Story = { args: { shape: 'block' } }
export const Circle: Story = { args: { shape: 'circle' } }
