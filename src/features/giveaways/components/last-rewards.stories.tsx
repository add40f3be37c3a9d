import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { delay } from 'msw'
import type { Schemas } from '~/api/types'
import { withPageBoundary } from '@testing/stories/with-page-boundary'
import { apiOverride } from '@testing/api-override'
import { LastRewards } from './last-rewards'

const avatar = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#29a36a"/></svg>')}`

function lastReward(
  id: number,
  steamName: string,
  giveawayTitle: string,
  giveawaySlug: string,
): Schemas['GiveawayLastReward'] {
  return {
    id,
    user: { id, steam_name: steamName, steam_avatar: avatar, steam_id: `7656119800000000${id}` },
    giveawayTitle,
    giveawaySlug,
    createdAt: '2025-03-14T10:16:00Z',
  }
}

function rewardsHandler(data: Schemas['GiveawayLastReward'][]) {
  return apiOverride('get', '/giveaways/last-rewards', () => ({
    status: 200,
    body: { data } satisfies Schemas['GiveawayLastRewardsResponse'],
  }))
}

const meta = {
  component: LastRewards,
  decorators: [withPageBoundary({ count: 3 })],
  args: { type: 'games' },
  globals: { locale: 'en' },
} satisfies Meta<typeof LastRewards>

export default meta
type Story = StoryObj<typeof meta>

/** The fake backend's latest rewards of game-key giveaways. */
export const Seeded: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 2, name: 'Last rewards' })).toBeVisible()
  },
}

export const Promocodes: Story = { args: { type: 'promocodes' } }

/** Who took what and when; each giveaway links to its page of the same type. */
export const FewRewards: Story = {
  args: { type: 'promocodes' },
  parameters: {
    msw: [
      rewardsHandler([
        lastReward(1, 'Dmitry_K', 'Spring promocodes', 'spring-codes'),
        lastReward(2, 'GoldenDragon', 'Skin site bonus', 'skin-bonus'),
      ]),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const items = within(await canvas.findByRole('list')).getAllByRole('listitem')
    await expect(items).toHaveLength(2)
    await expect(items[0]).toHaveTextContent('Dmitry_K')
    await expect(within(items[0]!).getByRole('link', { name: 'Spring promocodes' })).toHaveAttribute(
      'href',
      '/en/games/giveaways/promocodes/spring-codes',
    )
    await expect(items[0]!.querySelector('time')).toHaveAttribute('datetime', '2025-03-14T10:16:00Z')
    await expect(items[0]).toHaveTextContent('14 Mar, 10:16')
  },
}

export const LongText: Story = {
  parameters: {
    msw: [
      rewardsHandler([
        lastReward(
          1,
          'AVeryLongSteamNameThatDoesNotFitAnywhere_1234567890',
          'The Witcher 3: Wild Hunt — Game of the Year Edition keys for the community',
          'witcher-goty',
        ),
      ]),
    ],
  },
}

export const Empty: Story = {
  parameters: { msw: [rewardsHandler([])] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('No one has taken a reward yet.')).toBeVisible()
    await expect(canvas.queryByRole('list')).toBeNull()
  },
}

export const Loading: Story = {
  parameters: { msw: [apiOverride('get', '/giveaways/last-rewards', () => delay('infinite'))] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading…')
  },
}

export const Error: Story = {
  parameters: {
    msw: [
      apiOverride('get', '/giveaways/last-rewards', () => ({
        status: 500,
        body: { error: 'Something went wrong...' },
      })),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Russian: Story = {
  globals: { locale: 'ru' },
  parameters: { msw: [rewardsHandler([lastReward(1, 'Dmitry_K', 'Ключи Rust', 'rust-keys')])] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Последние награды' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Ключи Rust' })).toHaveAttribute(
      'href',
      '/games/giveaways/games/rust-keys',
    )
  },
}
