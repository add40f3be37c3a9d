import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { withFrame } from '@testing/stories/with-frame'
import { Banners } from './banners'

const meta = {
  component: Banners,
  decorators: [withFrame(1200)],
  args: { position: 'top' },
  globals: { locale: 'en' },
} satisfies Meta<typeof Banners>

export default meta
type Story = StoryObj<typeof meta>

/** The seed's top banners, linked to pages of the site in the visitor's language. */
export const Top: Story = {
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('complementary', { name: 'Advertisement' })
    await expect(within(region).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^(\/en\/|https?:)/),
    )
  },
}

export const Middle: Story = { args: { position: 'middle' } }

export const Bottom: Story = { args: { position: 'bottom' } }

export const Sidebar: Story = {
  args: { position: 'sidebar' },
  decorators: [
    (Story) => (
      <div style={{ width: 232 }}>
        <Story />
      </div>
    ),
  ],
}

export const Russian: Story = { globals: { locale: 'ru' } }
