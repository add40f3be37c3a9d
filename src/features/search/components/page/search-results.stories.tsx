import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { delay } from 'msw'
import type { Schemas } from '~/api/types'
import { withPageBoundary } from '@testing/stories/with-page-boundary'
import { apiOverride } from '@testing/api-override'
import { SearchResults } from './search-results'

function results(total: number, page: number): Schemas['SearchResultPage'] {
  const from = (page - 1) * 10
  return {
    data: Array.from({ length: Math.max(0, Math.min(10, total - from)) }, (_, i) => ({
      title: `Result ${from + i + 1}`,
      description: 'Daily free case and a bonus for the first deposit.',
      slug: `result-${from + i + 1}`,
    })),
    pagination: { total, current_page: page, last_page: Math.max(1, Math.ceil(total / 10)) },
  }
}

const meta = {
  component: SearchResults,
  decorators: [withPageBoundary()],
  args: { search: 'case', type: 'cards', page: 1 },
  parameters: { route: '/en/search?search=case' },
  globals: { locale: 'en' },
} satisfies Meta<typeof SearchResults>

export default meta
type Story = StoryObj<typeof meta>

/** The fake backend's sites for "case": each title links to its card. */
export const Sites: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/^\d+ results?$/)).toHaveAttribute('role', 'status')
    const first = canvas.getAllByRole('heading', { level: 2 })[0]
    await expect(within(first!).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/en\/cards\//))
  },
}

/** Articles link to the article pages. */
export const Articles: Story = {
  args: { type: 'articles' },
  parameters: {
    route: '/en/search?search=case&type=articles',
    msw: [apiOverride('get', '/search', () => ({ status: 200, body: results(1, 1) }))],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('link', { name: 'Result 1' })).toHaveAttribute('href', '/en/articles/result-1')
    await expect(canvas.getByRole('status')).toHaveTextContent('1 result')
  },
}

/** Page 2 of three: the count is of all results, the pagination marks the page. */
export const SecondPage: Story = {
  args: { page: 2 },
  parameters: {
    route: '/en/search?search=case&page=2',
    msw: [
      apiOverride('get', '/search', ({ request }) => ({
        status: 200,
        body: results(25, Number(new URL(request.url).searchParams.get('page') ?? 1)),
      })),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('link', { name: 'Result 11' })).toHaveAttribute('href', '/en/cards/result-11')
    await expect(canvas.getByRole('status')).toHaveTextContent('25 results')
    await expect(canvas.getByRole('navigation', { name: 'Pages of the results' })).toBeVisible()
  },
}

export const NothingFound: Story = {
  args: { search: 'zzzzzz' },
  parameters: { msw: [apiOverride('get', '/search', () => ({ status: 200, body: results(0, 1) }))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Nothing found for “zzzzzz”')).toBeVisible()
    await expect(canvas.getByText('Try other words or the other result type.')).toBeVisible()
  },
}

export const LongText: Story = {
  parameters: {
    msw: [
      apiOverride('get', '/search', () => ({
        status: 200,
        body: {
          data: [
            {
              title: 'SuperMegaUltraSkinCasesAndGiveawaysPlatformWithAVeryLongNameThatDoesNotWrap',
              description: 'A very long description of the site that keeps going. '.repeat(10),
              slug: 'long',
            },
          ],
          pagination: { total: 1, current_page: 1, last_page: 1 },
        } satisfies Schemas['SearchResultPage'],
      })),
    ],
  },
}

export const Russian: Story = {
  parameters: {
    route: '/search?search=case',
    msw: [apiOverride('get', '/search', () => ({ status: 200, body: results(3, 1) }))],
  },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('link', { name: 'Result 1' })).toHaveAttribute('href', '/cards/result-1')
    await expect(canvas.getByRole('status')).toHaveTextContent('3 результата')
  },
}

export const Loading: Story = { parameters: { msw: [apiOverride('get', '/search', () => delay('infinite'))] } }

export const Error: Story = {
  parameters: {
    msw: [apiOverride('get', '/search', () => ({ status: 500, body: { error: 'Something went wrong...' } }))],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible()
  },
}
