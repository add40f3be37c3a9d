import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { delay } from 'msw'
import type { Schemas } from '~/api/types'
import { withPageBoundary } from '@testing/stories/with-page-boundary'
import { apiOverride } from '@testing/api-override'
import { SimilarCardsList } from './similar-cards-list'

function similar(n: number): Schemas['CardListItem'] {
  return {
    preview: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="10" fill="#29a36a"/></svg>')}`,
    title: `Similar site ${n}`,
    description: 'Free cases for new players.',
    slug: `similar-${n}`,
    link: `https://similar-${n}.example/`,
    reward: 'Free case',
    promocode: null,
    badges: [],
    hideRuLink: false,
    rating: 3.5,
  }
}

const meta = {
  component: SimilarCardsList,
  decorators: [withPageBoundary({ variant: 'tile', count: 3 })],
  args: { slug: 'rapidclub' },
  globals: { locale: 'en' },
} satisfies Meta<typeof SimilarCardsList>

export default meta
type Story = StoryObj<typeof meta>

/** The sites the fake backend finds similar to a seeded card. */
export const Seeded: Story = {}

export const SeededRussian: Story = { globals: { locale: 'ru' } }

/** Asks for the similar sites of the card it is given. */
export const ThreeSites: Story = {
  args: { slug: 'ultracases' },
  parameters: {
    msw: [
      apiOverride('get', '/cards/{slug}/similar', ({ params }) => ({
        status: 200,
        body: { data: params.slug === 'ultracases' ? [similar(1), similar(2), similar(3)] : [] },
      })),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findAllByRole('article')).toHaveLength(3)
    await expect(canvas.getByRole('heading', { name: 'Similar site 2' })).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: [apiOverride('get', '/cards/{slug}/similar', () => delay('infinite'))] },
}

export const Empty: Story = {
  parameters: { msw: [apiOverride('get', '/cards/{slug}/similar', () => ({ status: 200, body: { data: [] } }))] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No similar sites yet')).toBeVisible()
  },
}

export const Error: Story = {
  parameters: {
    msw: [
      apiOverride('get', '/cards/{slug}/similar', () => ({ status: 500, body: { error: 'Something went wrong...' } })),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible()
  },
}
