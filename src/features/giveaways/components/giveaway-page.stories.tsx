import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { withFrame } from '~/shared/testing/with-frame'
import { GiveawayPage } from './giveaway-page'

const meta = {
  component: GiveawayPage,
  decorators: [withFrame()],
  // The route puts the tasks feature's list here; stories of one feature show a stand-in.
  args: { slug: 'cyberpunk-key', tasks: <p>The giveaway's task list goes here.</p> },
  globals: { locale: 'en' },
} satisfies Meta<typeof GiveawayPage>

export default meta
type Story = StoryObj<typeof meta>

export const Active: Story = {
  globals: { persona: 'regular' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('button', { name: 'Take the reward' })).toBeInTheDocument()
    await expect(page.getByText('Required Steam level')).toBeInTheDocument()
  },
}

/** A new user below the required level is told so. */
export const LevelTooLow: Story = {
  globals: { persona: 'new' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/this giveaway needs level/)).toBeInTheDocument()
  },
}

export const Ended: Story = { args: { slug: 'hades-key' } }

export const Russian: Story = { globals: { locale: 'ru', persona: 'regular' } }
