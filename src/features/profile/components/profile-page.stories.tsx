import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { withFrame } from '@testing/stories/with-frame'
import { ProfilePage } from './profile-page'

const meta = {
  component: ProfilePage,
  decorators: [withFrame()],
  args: { tradesPage: 1, fairness: <p>Seeds</p>, drops: <p>Drops</p> },
  // The route lets only signed-in users in.
  globals: { locale: 'en', persona: 'regular' },
} satisfies Meta<typeof ProfilePage>

export default meta
type Story = StoryObj<typeof meta>

export const Regular: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('textbox', { name: 'Your tradelink' })).toBeInTheDocument()
    await expect(await page.findByRole('heading', { name: 'My items' })).toBeInTheDocument()
    // The route places the cases feature's seeds and drops in their sections.
    await expect(within(page.getByRole('region', { name: 'Provably fair' })).getByText('Seeds')).toBeInTheDocument()
    await expect(within(page.getByRole('region', { name: 'My drops' })).getByText('Drops')).toBeInTheDocument()
    // One card for everything Telegram: the messenger account and its skins bot together.
    const accounts = page.getByRole('region', { name: 'Linked accounts' })
    await expect(within(accounts).getByRole('button', { name: 'Connect Telegram' })).toBeInTheDocument()
    await expect(within(accounts).getByRole('region', { name: 'Telegram bot' })).toBeInTheDocument()
    await expect(page.getAllByRole('heading', { name: /Telegram/ })).toHaveLength(1)
  },
}

/** Socials linked and the messenger bot verified. */
export const Rich: Story = { globals: { persona: 'rich' } }

/** No tradelink and no trades yet. */
export const NewUser: Story = { globals: { persona: 'new' } }

export const Russian: Story = { globals: { locale: 'ru' } }
