import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { delay } from 'msw'
import type { Schemas } from '~/api/types'
import { withPageBoundary } from '@testing/stories/with-page-boundary'
import { apiOverride } from '@testing/api-override'
import { CommentList } from './comment-list'

const avatar = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#4f7cff"/></svg>')}`

const PAGE_SIZE = 3

function comment(n: number): Schemas['Comment'] {
  return {
    id: n,
    evaluation: (n % 5) + 1,
    text: `Review number ${n}: the bonus came in an hour.`,
    user: { id: n, steam_name: `Player_${n}`, steam_avatar: avatar, steam_id: `7656119800000${1000 + n}` },
    createdAt: `2025-03-${String(28 - n).padStart(2, '0')}T10:00:00.000Z`,
  }
}

/** `total` reviews in pages of three; `failPage` answers 500. */
function commentsHandler(total: number, failPage?: number) {
  return apiOverride('get', '/cards/{slug}/comments', ({ request }) => {
    const page = Number(new URL(request.url).searchParams.get('page') ?? 1)
    if (page === failPage) return { status: 500, body: { error: 'Something went wrong...' } }
    const from = (page - 1) * PAGE_SIZE
    const body: Schemas['CommentPage'] = {
      data: Array.from({ length: Math.max(0, Math.min(PAGE_SIZE, total - from)) }, (_, i) => comment(from + i + 1)),
      pagination: { total, current_page: page, last_page: Math.max(1, Math.ceil(total / PAGE_SIZE)) },
    }
    return { status: 200, body: body }
  })
}

const meta = {
  component: CommentList,
  decorators: [withPageBoundary({ count: 3 })],
  args: { target: 'cards', slug: 'rapidclub' },
  globals: { locale: 'en' },
} satisfies Meta<typeof CommentList>

export default meta
type Story = StoryObj<typeof meta>

/** The reviews the fake backend has for a seeded card. */
export const Seeded: Story = {}

export const SeededRussian: Story = { globals: { locale: 'ru' } }

/** "Show more reviews" appends the next page and goes away on the last one. */
export const ShowMore: Story = {
  parameters: { msw: [commentsHandler(5)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findAllByRole('article')).toHaveLength(3)
    await userEvent.click(canvas.getByRole('button', { name: 'Show more reviews' }))
    await expect(await canvas.findByRole('heading', { name: 'Player_5' })).toBeVisible()
    await expect(canvas.getAllByRole('article')).toHaveLength(5)
    await expect(canvas.queryByRole('button', { name: 'Show more reviews' })).toBeNull()
  },
}

/** The next page failed: the shown reviews stay, with a retry for the missing page. */
export const ShowMoreFailed: Story = {
  parameters: { msw: [commentsHandler(5, 2)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Show more reviews' }))
    await expect(await canvas.findByText('Could not load more reviews.')).toBeVisible()
    await expect(canvas.getAllByRole('article')).toHaveLength(3)
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/** Reviews of an article come from the article's address. */
export const ArticleReviews: Story = {
  args: { target: 'articles', slug: 'free-skins-guide' },
  parameters: {
    msw: [
      apiOverride('get', '/articles/{slug}/comments', () => ({
        status: 200,
        body: {
          data: [{ ...comment(1), user: { ...comment(1).user, steam_name: 'Article_Reader' } }],
          pagination: { total: 1, current_page: 1, last_page: 1 },
        },
      })),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Article_Reader' })).toBeVisible()
  },
}

export const Empty: Story = {
  parameters: { msw: [commentsHandler(0)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('No reviews yet')).toBeVisible()
    await expect(canvas.getByText('Be the first to share how it went.')).toBeVisible()
  },
}

export const EmptyRussian: Story = {
  parameters: { msw: [commentsHandler(0)] },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Отзывов пока нет')).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: [apiOverride('get', '/cards/{slug}/comments', () => delay('infinite'))] },
}

export const Error: Story = {
  parameters: {
    msw: [
      apiOverride('get', '/cards/{slug}/comments', () => ({ status: 500, body: { error: 'Something went wrong...' } })),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible()
  },
}
