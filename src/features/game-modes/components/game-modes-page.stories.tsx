import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { withFrame } from '@testing/stories/with-frame'
import { GameModesPage } from './game-modes-page'

const meta = {
  component: GameModesPage,
  decorators: [withFrame()],
  // The route composes the cases and giveaways features' parts here.
  args: {
    topCases: <p>The top cases go here.</p>,
    lastDrops: <p>The latest drops go here.</p>,
    lastGiveaways: <p>The latest game giveaways go here.</p>,
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof GameModesPage>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('link', { name: 'Free cases' })).toHaveAttribute('href', '/en/games/cases')
    await expect(page.getByRole('link', { name: 'Game key giveaways' })).toHaveAttribute(
      'href',
      '/en/games/giveaways/games',
    )
    await expect(page.getByRole('link', { name: 'Promocode giveaways' })).toHaveAttribute(
      'href',
      '/en/games/giveaways/promocodes',
    )
    await expect(page.getByRole('heading', { name: 'Top free cases' })).toBeInTheDocument()
    await expect(page.getByRole('link', { name: 'All cases' })).toHaveAttribute('href', '/en/games/cases')
  },
}

export const Russian: Story = { globals: { locale: 'ru' } }
