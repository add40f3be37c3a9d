import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { delay } from 'msw'
import type { Schemas } from '~/api/types'
import { withPageBoundary } from '@testing/stories/with-page-boundary'
import { apiOverride } from '@testing/api-override'
import { LastDelivered } from './last-delivered'

function picture(color: string): string {
  return `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48"><rect width="64" height="48" fill="${color}"/></svg>`)}`
}

function trade(id: number, marketHashName: string, price: number, steamName: string): Schemas['LastTrade'] {
  return {
    id,
    user_id: id,
    class_id: `${310776560 + id}`,
    instance_id: '0',
    market_hash_name: marketHashName,
    price,
    status: 'delivered',
    quality: 'Field-Tested',
    rarity: 'Restricted',
    image: picture('#8847ff'),
    user: { id, steam_name: steamName, steam_avatar: picture('#29a36a'), steam_id: `7656119800000000${id}` },
  }
}

function deliveredHandler(data: Schemas['LastTrade'][]) {
  return apiOverride('get', '/shop/last-delivered', () => ({
    status: 200,
    body: { data } satisfies Schemas['LastTradesResponse'],
  }))
}

const meta = {
  component: LastDelivered,
  decorators: [withPageBoundary({ variant: 'tile', count: 4 })],
  globals: { locale: 'en' },
} satisfies Meta<typeof LastDelivered>

export default meta
type Story = StoryObj<typeof meta>

/** The fake backend's deliveries: a strip that can be scrolled from the keyboard, prices with two decimals. */
export const Seeded: Story = {
  play: async ({ canvasElement }) => {
    const strip = await within(canvasElement).findByRole('list', { name: 'Recently delivered' })
    await expect(strip).toHaveAttribute('tabindex', '0')
    const items = within(strip).getAllByRole('listitem')
    await expect(items.length).toBeGreaterThan(0)
    for (const item of items) await expect(item).toHaveTextContent(/\d\.\d{2} coins/)
  },
}

/** More deliveries than the row holds: the far edge fades to say so, and the last one scrolls clear of the fade. */
export const Overflowing: Story = {
  play: async ({ canvasElement }) => {
    const strip = await within(canvasElement).findByRole('list', { name: 'Recently delivered' })
    await expect(strip.scrollWidth).toBeGreaterThan(strip.clientWidth)
    await expect(getComputedStyle(strip).maskImage).toMatch(/^linear-gradient\(to right/)
    strip.scrollLeft = strip.scrollWidth
    const last = within(strip).getAllByRole('listitem').at(-1)
    await waitFor(() =>
      expect(last?.getBoundingClientRect().right).toBeLessThanOrEqual(strip.getBoundingClientRect().right - 30),
    )
  },
}

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Недавно доставленные' })).toBeVisible()
  },
}

/** Item, price and who got it. */
export const FewTrades: Story = {
  parameters: {
    msw: [
      deliveredHandler([
        trade(1, 'AWP | Atheris (Field-Tested)', 245.5, 'Dmitry_K'),
        trade(2, 'Glock-18 | Vogue (Minimal Wear)', 3, 'GoldenDragon'),
      ]),
    ],
  },
  play: async ({ canvasElement }) => {
    const items = within(await within(canvasElement).findByRole('list', { name: 'Recently delivered' })).getAllByRole(
      'listitem',
    )
    await expect(items).toHaveLength(2)
    await expect(items[0]).toHaveTextContent('AWP | Atheris (Field-Tested)245.50 coinsDmitry_K')
    await expect(items[1]).toHaveTextContent('3.00 coins')
  },
}

export const LongText: Story = {
  parameters: {
    msw: [
      deliveredHandler([
        trade(
          1,
          '★ StatTrak™ Butterfly Knife | Case Hardened Blue Gem Pattern 661 (Factory New)',
          98765.43,
          'AVeryLongSteamNameThatDoesNotFitAnywhere_1234567890',
        ),
      ]),
    ],
  },
}

export const Empty: Story = {
  parameters: { msw: [deliveredHandler([])] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Nothing delivered yet.')).toBeVisible()
    await expect(canvas.queryByRole('list')).toBeNull()
  },
}

export const Loading: Story = {
  parameters: { msw: [apiOverride('get', '/shop/last-delivered', () => delay('infinite'))] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading…')
  },
}

export const Error: Story = {
  parameters: {
    msw: [
      apiOverride('get', '/shop/last-delivered', () => ({ status: 500, body: { error: 'Something went wrong...' } })),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible()
  },
}
