import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { withFrame } from '@testing/stories/with-frame'
import { TopCases } from './top-cases'

/** The top cases, for the home page. */
const meta = {
  component: TopCases,
  decorators: [withFrame()],
  globals: { locale: 'en' },
} satisfies Meta<typeof TopCases>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const links = await within(canvasElement).findAllByRole('link')
    await expect(links[0]?.getAttribute('href')).toMatch(/^\/en\/games\/cases\//)
  },
}
