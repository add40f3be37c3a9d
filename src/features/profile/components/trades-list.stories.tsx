import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { delay } from 'msw'
import type { Schemas } from '~/api/types'
import { withPageBoundary } from '@testing/stories/with-page-boundary'
import { apiOverride } from '@testing/api-override'
import { TradesList } from './trades-list'

const PAGE_SIZE = 10

const statuses: Schemas['TradeStatus'][] = ['delivered', 'sold', 'purchase', 'sended', 'waiting', 'error']
const rarities = ['#4b69ff', '#8847ff', '#d32ce6', '#eb4b4b', '#e4ae39', '#b0c3d9']

function trade(n: number, overrides: Partial<Schemas['ProfileTrade']> = {}): Schemas['ProfileTrade'] {
  const color = rarities[n % rarities.length] ?? '#b0c3d9'
  return {
    id: n,
    marketHashName: `AK-47 | Redline (Field-Tested) #${n}`,
    price: n * 2.5,
    status: statuses[n % statuses.length] ?? 'waiting',
    rarityColor: color,
    image: `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48"><rect width="64" height="48" fill="${color}"/></svg>`)}`,
    createdAt: `2025-03-${String(10 + (n % 18)).padStart(2, '0')}T14:20:00.000Z`,
    ...overrides,
  }
}

/** `total` trades in pages of ten. */
function tradesHandler(total: number) {
  return apiOverride('get', '/profile/trades', ({ request }) => {
    const page = Number(new URL(request.url).searchParams.get('page') ?? 1)
    const from = (page - 1) * PAGE_SIZE
    const body: Schemas['ProfileTradePage'] = {
      data: Array.from({ length: Math.max(0, Math.min(PAGE_SIZE, total - from)) }, (_, i) => trade(from + i + 1)),
      pagination: { total, current_page: page, last_page: Math.max(1, Math.ceil(total / PAGE_SIZE)) },
    }
    return { status: 200, body: body }
  })
}

function tradesAnswer(data: Schemas['ProfileTrade'][]) {
  return apiOverride('get', '/profile/trades', () => {
    const body: Schemas['ProfileTradePage'] = {
      data,
      pagination: { total: data.length, current_page: 1, last_page: 1 },
    }
    return { status: 200, body: body }
  })
}

const meta = {
  component: TradesList,
  decorators: [withPageBoundary({ count: 4 })],
  args: { page: 1 },
  parameters: { route: '/en/profile' },
  // The profile route lets only signed-in users in.
  globals: { locale: 'en', persona: 'regular' },
} satisfies Meta<typeof TradesList>

export default meta
type Story = StoryObj<typeof meta>

/** The regular persona's history in the fake backend. */
export const Seeded: Story = {}

/** One trade of each status, with its price in coins (two decimals) and its label. */
export const EachStatus: Story = {
  parameters: {
    msw: [tradesAnswer(statuses.map((status, i) => trade(i + 1, { status, price: i === 0 ? 12.5 : 1000 + i })))],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const rows = await canvas.findAllByRole('listitem')
    await expect(rows).toHaveLength(6)
    await expect(rows[0]).toHaveTextContent('AK-47 | Redline (Field-Tested) #1')
    await expect(rows[0]).toHaveTextContent('12.50 coins')
    await expect(rows[0]).toHaveTextContent('Delivered')
    await expect(rows[1]).toHaveTextContent('1,001.00 coins')
    for (const label of ['Sold', 'Purchase', 'Shipment', 'Waiting', 'Error']) {
      await expect(canvas.getByText(label)).toBeVisible()
    }
    // A single page needs no page links.
    await expect(canvas.queryByRole('navigation', { name: 'Item pages' })).toBeNull()
  },
}

/** A trade that failed says so beside its status, with what to check. */
export const Failed: Story = {
  parameters: { msw: [tradesAnswer([trade(1, { status: 'error' }), trade(2, { status: 'delivered' })])] },
  play: async ({ canvasElement }) => {
    const rows = await within(canvasElement).findAllByRole('listitem')
    await expect(rows[0]).toHaveTextContent('Error')
    await expect(rows[0]).toHaveTextContent('Not delivered: Steam refused the trade offer.')
    await expect(rows[1]).not.toHaveTextContent('Not delivered')
  },
}

export const RussianFailed: Story = {
  parameters: { msw: [tradesAnswer([trade(1, { status: 'error' })])], route: '/profile' },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('listitem')).toHaveTextContent(
      'Не доставлено: Steam отклонил предложение обмена.',
    )
  },
}

/** `?page=2` of three: the page links mark the current page. */
export const SecondPage: Story = {
  args: { page: 2 },
  parameters: { msw: [tradesHandler(25)], route: '/en/profile?page=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('AK-47 | Redline (Field-Tested) #11')).toBeVisible()
    const pages = canvas.getByRole('navigation', { name: 'Item pages' })
    await expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    await expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      expect.stringMatching(/[?&]page=3$/),
    )
  },
}

export const Russian: Story = {
  parameters: { msw: [tradesHandler(25)], route: '/profile' },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('AK-47 | Redline (Field-Tested) #1')).toBeVisible()
    await expect(canvas.getAllByText(/^\d+,\d{2}\s/).length).toBeGreaterThan(0)
  },
}

export const Empty: Story = {
  parameters: { msw: [tradesAnswer([])] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No items yet: open a case or visit the shop.')).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: [apiOverride('get', '/profile/trades', () => delay('infinite'))] },
}

export const Error: Story = {
  parameters: {
    msw: [apiOverride('get', '/profile/trades', () => ({ status: 500, body: { error: 'Something went wrong...' } }))],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/** A long item name and a big price stay in the row. */
export const LongText: Story = {
  parameters: {
    msw: [
      tradesAnswer([
        trade(1, {
          marketHashName:
            '★ StatTrak™ Butterfly Knife | Case Hardened (Minimal Wear) — Souvenir Edition Blue Gem Pattern 661',
          price: 1234567.891,
        }),
        trade(2),
      ]),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('1,234,567.89 coins')).toBeVisible()
  },
}
