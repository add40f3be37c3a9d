import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { withFrame } from '@testing/stories/with-frame'
import { GiveawaysPage } from './giveaways-page'

const meta = {
  component: GiveawaysPage,
  decorators: [withFrame()],
  args: { type: 'games', status: undefined, page: 1 },
  globals: { locale: 'en' },
} satisfies Meta<typeof GiveawaysPage>

export default meta
type Story = StoryObj<typeof meta>

export const GameKeys: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('heading', { name: 'Game key giveaways', level: 1 })).toBeInTheDocument()
    await expect(page.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page')
  },
}

export const ActiveOnly: Story = { args: { status: 'active' } }

export const Promocodes: Story = { args: { type: 'promocodes' } }

export const Russian: Story = { globals: { locale: 'ru' } }
