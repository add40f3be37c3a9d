import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import type { Schemas } from '~/api/types'
import { withFrame } from '@testing/stories/with-frame'
import { GiveawayCard } from './giveaway-card'

const preview = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="#7a3cc8"/></svg>')}`

const giveaway: Schemas['GiveawayListItem'] = {
  title: 'Cyberpunk 2077 keys',
  preview,
  slug: 'cyberpunk-key',
  type: 'games',
  description: 'Ten Steam keys for Cyberpunk 2077: complete the tasks and take one.',
  rewardsCount: 7,
  status: 'active',
  endsAt: '2025-03-31T12:00:00Z',
}

const meta = {
  component: GiveawayCard,
  decorators: [withFrame(340)],
  args: { giveaway },
  globals: { locale: 'en' },
} satisfies Meta<typeof GiveawayCard>

export default meta
type Story = StoryObj<typeof meta>

/** Status, the title linking to the giveaway, rewards left and the end date. */
export const Active: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement)
    const link = card.getByRole('link', { name: 'Cyberpunk 2077 keys' })
    await expect(link).toHaveAttribute('href', '/en/games/giveaways/games/cyberpunk-key')
    await expect(card.getByRole('heading', { level: 3 })).toContainElement(link)
    await expect(card.getByText('Active')).toBeVisible()
    await expect(card.getByText('Rewards left: 7')).toBeVisible()
    await expect(card.getByText('Until 31 March 2025')).toBeVisible()
  },
}

export const Ended: Story = {
  args: { giveaway: { ...giveaway, status: 'ended', rewardsCount: 0 } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement)
    await expect(card.getByText('Ended 31 March 2025')).toBeVisible()
    await expect(card.getByText('Rewards left: 0')).toBeVisible()
  },
}

/** Right under the page title (the giveaways list), the title is a level 2 heading. */
export const UnderPageTitle: Story = {
  args: {
    headingLevel: 2,
    giveaway: { ...giveaway, title: 'Spring promocodes', slug: 'spring-codes', type: 'promocodes' },
  },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2, name: 'Spring promocodes' })
    await expect(within(heading).getByRole('link')).toHaveAttribute(
      'href',
      '/en/games/giveaways/promocodes/spring-codes',
    )
  },
}

export const LongText: Story = {
  args: {
    giveaway: {
      ...giveaway,
      title: 'The Witcher 3: Wild Hunt — Game of the Year Edition keys for the most active members of the community',
      description:
        'Complete every task, keep your Steam level at 5 or above, and take a key before they run out. '.repeat(4),
      rewardsCount: 1250,
    },
  },
}

export const Russian: Story = {
  args: {
    giveaway: {
      ...giveaway,
      title: 'Ключи Cyberpunk 2077',
      description: 'Десять ключей Steam: выполните задания и заберите свой.',
    },
  },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement)
    await expect(card.getByRole('link', { name: 'Ключи Cyberpunk 2077' })).toHaveAttribute(
      'href',
      '/games/giveaways/games/cyberpunk-key',
    )
    await expect(card.getByText('Осталось наград: 7')).toBeVisible()
    await expect(card.getByText(/^До 31 марта 2025/)).toBeVisible()
  },
}
