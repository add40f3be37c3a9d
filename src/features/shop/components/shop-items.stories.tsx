import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { delay } from 'msw'
import type { Schemas } from '~/api/types'
import { withPageBoundary } from '@testing/stories/with-page-boundary'
import { apiOverride } from '@testing/api-override'
import { ShopItems } from './shop-items'

const PAGE_SIZE = 4

function shopItem(page: number, n: number): Schemas['ShopItem'] {
  return {
    class_id: `${1000 + page * PAGE_SIZE + n}`,
    instance_id: '0',
    game_id: 730,
    // Named by the page a visitor counts (from 1).
    market_hash_name: `AK-47 | Page ${page + 1} #${n + 1}`,
    price: 10 + n,
    quality: 'Field-Tested',
    rarity: 'Classified',
    rarity_color: '#d32ce6',
    image: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="#d32ce6"/></svg>')}`,
  }
}

/** A shop of `total` items; like the real API it counts pages from 0. */
function itemsHandler(total: number) {
  return apiOverride('get', '/shop/items', ({ request }) => {
    const page = Number(new URL(request.url).searchParams.get('page') ?? 0)
    const from = page * PAGE_SIZE
    const data = Array.from({ length: Math.max(0, Math.min(PAGE_SIZE, total - from)) }, (_, n) => shopItem(page, n))
    const body: Schemas['ShopItemPage'] = {
      data,
      pagination: { total, current_page: page, last_page: Math.max(0, Math.ceil(total / PAGE_SIZE) - 1) },
    }
    return { status: 200, body: body }
  })
}

const meta = {
  component: ShopItems,
  decorators: [withPageBoundary({ variant: 'tile', count: 8 })],
  args: { search: {} },
  parameters: { route: '/en/shop' },
  globals: { locale: 'en' },
} satisfies Meta<typeof ShopItems>

export default meta
type Story = StoryObj<typeof meta>

/** The fake backend's shop, first page. */
export const Seeded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect((await canvas.findAllByRole('button', { name: /^Buy / })).length).toBeGreaterThan(0)
    const pages = canvas.getByRole('navigation', { name: 'Shop pages' })
    await expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
  },
}

/** `?page=2` asks the API for its page 1 and shows page 2 as current. */
export const SecondPage: Story = {
  args: { search: { page: 2 } },
  parameters: { msw: [itemsHandler(10)], route: '/en/shop?page=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'AK-47 | Page 2 #1' })).toBeVisible()
    const pages = canvas.getByRole('navigation', { name: 'Shop pages' })
    await expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    await expect(within(pages).getByRole('link', { name: 'Page 3' })).toBeInTheDocument()
    await expect(within(pages).queryByRole('link', { name: 'Page 4' })).toBeNull()
  },
}

/** One page only: no page links. */
export const SinglePage: Story = {
  parameters: { msw: [itemsHandler(3)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findAllByRole('button', { name: /^Buy AK-47 \| Page 1/ })).toHaveLength(3)
    await expect(canvas.queryByRole('navigation', { name: 'Shop pages' })).toBeNull()
  },
}

/** Filters and order from the URL, applied by the fake backend: cheapest first. */
export const CheapestFirst: Story = {
  args: { search: { game: 'rust', sort: 'price_asc' } },
  globals: { persona: 'rich' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findAllByRole('button', { name: /^Buy / })
    const prices = canvas
      .getAllByText(/ coins$/)
      .map((price) => Number(price.textContent?.replace(/,/g, '').replace(' coins', '')))
    await expect(prices.length).toBeGreaterThan(1)
    await expect(prices).toEqual([...prices].sort((a, b) => a - b))
  },
}

/** Buy asks first; cancelling closes the question and gives the focus back to the item's Buy button. */
export const CancelGivesFocusBack: Story = {
  globals: { persona: 'rich' },
  parameters: { msw: [itemsHandler(3)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const buy = await canvas.findByRole('button', { name: 'Buy AK-47 | Page 1 #2' })
    await userEvent.click(buy)
    const dialog = await canvas.findByRole('dialog', { name: 'Buy this item?' })
    await waitFor(() => expect(within(dialog).getByText('AK-47 | Page 1 #2')).toBeVisible())
    // What the browser sends when Escape is pressed (synthetic keys do not); e2e presses the real key.
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }))
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull())
    await expect(buy).toHaveFocus()
  },
}

/** A purchase on the fake backend, confirmed: the item leaves the list and the keyboard stays in it. */
export const BoughtAfterConfirming: Story = {
  globals: { persona: 'rich' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const [first] = await canvas.findAllByRole('button', { name: /^Buy / })
    const name = first?.getAttribute('aria-label')?.replace(/^Buy /, '') ?? ''
    if (!first || !name) throw new globalThis.Error('the seeded shop has items')
    await userEvent.click(first)
    const dialog = await canvas.findByRole('dialog', { name: 'Buy this item?' })
    await userEvent.click(within(dialog).getByRole('button', { name: /^Buy for / }))
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(canvas.queryByRole('heading', { name })).toBeNull())
    await waitFor(() => expect(canvasElement.querySelector('[tabindex="-1"]')).toHaveFocus())
  },
}

export const Empty: Story = {
  args: { search: { search: 'no such skin' } },
  parameters: { msw: [itemsHandler(0)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('No items match these filters.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /^Buy / })).toBeNull()
  },
}

export const Loading: Story = {
  parameters: { msw: [apiOverride('get', '/shop/items', () => delay('infinite'))] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading…')
  },
}

export const Error: Story = {
  parameters: {
    msw: [apiOverride('get', '/shop/items', () => ({ status: 500, body: { error: 'Something went wrong...' } }))],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Russian: Story = {
  parameters: { msw: [itemsHandler(10)], route: '/shop' },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('button', { name: 'Купить AK-47 | Page 1 #1' })).toBeVisible()
    await expect(canvas.getByRole('navigation', { name: 'Страницы магазина' })).toBeInTheDocument()
  },
}
