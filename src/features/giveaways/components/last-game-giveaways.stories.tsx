import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { delay } from 'msw'
import type { Schemas } from '~/api/types'
import { withPageBoundary } from '@testing/stories/with-page-boundary'
import { apiOverride } from '@testing/api-override'
import { LastGameGiveaways } from './last-game-giveaways'

function giveaway(n: number, overrides: Partial<Schemas['GiveawayListItem']> = {}): Schemas['GiveawayListItem'] {
  return {
    title: `Game keys #${n}`,
    preview: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="#7a3cc8"/></svg>')}`,
    slug: `game-keys-${n}`,
    type: 'games',
    description: 'Complete the tasks and take a Steam key.',
    rewardsCount: n * 3,
    status: 'active',
    endsAt: '2025-03-31T12:00:00Z',
    ...overrides,
  }
}

function lastHandler(data: Schemas['GiveawayListItem'][]) {
  return apiOverride('get', '/giveaways/last', () => ({
    status: 200,
    body: { data } satisfies Schemas['GiveawaysResponse'],
  }))
}

const meta = {
  component: LastGameGiveaways,
  decorators: [withPageBoundary({ variant: 'tile', count: 3 })],
  globals: { locale: 'en' },
} satisfies Meta<typeof LastGameGiveaways>

export default meta
type Story = StoryObj<typeof meta>

/** The fake backend's latest game-key giveaways, each linking to its page. */
export const Seeded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const links = await canvas.findAllByRole('link')
    await expect(links.length).toBeGreaterThan(0)
    for (const link of links)
      await expect(link).toHaveAttribute('href', expect.stringMatching(/^\/en\/games\/giveaways\/games\//))
  },
}

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const links = await within(canvasElement).findAllByRole('link')
    await expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^\/games\/giveaways\/games\//))
  },
}

/** Active and ended giveaways side by side, as the server orders them. */
export const Mixed: Story = {
  parameters: { msw: [lastHandler([giveaway(1), giveaway(2, { status: 'ended', rewardsCount: 0 }), giveaway(3)])] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const titles = await canvas.findAllByRole('heading', { level: 3 })
    await expect(titles.map((title) => title.textContent)).toEqual(['Game keys #1', 'Game keys #2', 'Game keys #3'])
    await expect(canvas.getByText('Ended 31 March 2025')).toBeVisible()
  },
}

export const Empty: Story = {
  parameters: { msw: [lastHandler([])] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No giveaways yet.')).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: [apiOverride('get', '/giveaways/last', () => delay('infinite'))] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading…')
  },
}

export const Error: Story = {
  parameters: {
    msw: [apiOverride('get', '/giveaways/last', () => ({ status: 500, body: { error: 'Something went wrong...' } }))],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible()
  },
}
