import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Button } from '~/shared/ui/button/button'
import { Panel } from './panel'

const meta = {
  component: Panel,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    title: 'Tradelink',
    children: (
      <>
        <p style={{ margin: 0 }}>Items are sent to this Steam trade offer link.</p>
        <Button size="sm">Save</Button>
      </>
    ),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof Panel>

export default meta
type Story = StoryObj<typeof meta>

/** The heading names the region, so a screen reader's landmarks list it by its title. */
export const Titled: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Tradelink' })
    await expect(within(region).getByRole('heading', { level: 2, name: 'Tradelink' })).toBeInTheDocument()
  },
}

export const Russian: Story = {
  args: { title: 'Трейдлинк' },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Трейдлинк' })).toBeInTheDocument()
  },
}
