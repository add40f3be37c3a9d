import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { delay } from 'msw'
import type { Schemas } from '~/api/types'
import { withPageBoundary } from '@testing/stories/with-page-boundary'
import { apiOverride } from '@testing/api-override'
import { CategoryCardList } from './category-card-list'

const PAGE_SIZE = 6

function card(n: number): Schemas['CardListItem'] {
  return {
    preview: `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#2b6cb0"/></svg>`)}`,
    title: `Site ${n}`,
    description: 'Daily free case and a bonus for the first deposit.',
    slug: `site-${n}`,
    link: `https://site-${n}.example/`,
    reward: 'Free case',
    promocode: n % 2 === 0 ? `CODE${n}` : null,
    badges: n % 3 === 0 ? [{ id: 1, text: 'Top', color: '#e9b824' }] : [],
    hideRuLink: false,
    rating: (n % 5) + 0.5,
  }
}

/** A category of `total` cards in pages of six; `failPage` answers 500. */
function cardsHandler(total: number, failPage?: number) {
  return apiOverride('get', '/categories/{slug}/cards', ({ request }) => {
    const page = Number(new URL(request.url).searchParams.get('page') ?? 1)
    if (page === failPage) return { status: 500, body: { error: 'Something went wrong...' } }
    const from = (page - 1) * PAGE_SIZE
    const data = Array.from({ length: Math.max(0, Math.min(PAGE_SIZE, total - from)) }, (_, i) => card(from + i + 1))
    return {
      status: 200,
      body: { data, pagination: { total, current_page: page, last_page: Math.max(1, Math.ceil(total / PAGE_SIZE)) } },
    }
  })
}

const meta = {
  component: CategoryCardList,
  decorators: [withPageBoundary({ variant: 'tile', count: 3 })],
  args: { categorySlug: 'cs2-cases', page: 1 },
  parameters: { route: '/en/cs2-cases' },
  globals: { locale: 'en' },
} satisfies Meta<typeof CategoryCardList>

export default meta
type Story = StoryObj<typeof meta>

/** A category of the fake backend's seed. */
export const Seeded: Story = {}

export const SeededRussian: Story = { parameters: { route: '/cs2-cases' }, globals: { locale: 'ru' } }

/** `?page=2`: two pages shown, "load more" links to page 3. */
export const SecondPageShown: Story = {
  args: { categorySlug: 'many', page: 2 },
  parameters: { msw: [cardsHandler(15)], route: '/en/many?page=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Site 12' })).toBeVisible()
    await expect(canvas.getByText('Shown 12 of 15')).toBeVisible()
    // The story router has only a root route, so the link keeps the search and drops the path.
    await expect(canvas.getByRole('link', { name: 'Load more' })).toHaveAttribute(
      'href',
      expect.stringMatching(/[?&]page=3$/),
    )
  },
}

/** The subcategory's `button_text` on every link to a site. */
export const SubcategoryButtonText: Story = {
  args: { categorySlug: 'many', subcategorySlug: 'bonuses', visitLabel: 'Claim the bonus' },
  parameters: { msw: [cardsHandler(4)] },
}

export const Loading: Story = {
  parameters: { msw: [apiOverride('get', '/categories/{slug}/cards', () => delay('infinite'))] },
}

export const Empty: Story = {
  args: { categorySlug: 'empty' },
  parameters: { msw: [cardsHandler(0)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No sites here yet')).toBeVisible()
  },
}

export const Error: Story = {
  parameters: {
    msw: [
      apiOverride('get', '/categories/{slug}/cards', () => ({
        status: 500,
        body: { error: 'Something went wrong...' },
      })),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/** Loading the next page failed: the shown sites stay, with a retry for the missing page. */
export const LoadMoreFailed: Story = {
  args: { categorySlug: 'many', page: 2 },
  parameters: { msw: [cardsHandler(15, 2)], route: '/en/many?page=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Could not load more sites.')).toBeVisible()
    await expect(canvas.getAllByRole('article')).toHaveLength(6)
  },
}
