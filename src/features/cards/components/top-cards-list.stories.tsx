import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { delay } from 'msw'
import type { Schemas } from '~/api/types'
import { withPageBoundary } from '@testing/stories/with-page-boundary'
import { apiOverride } from '@testing/api-override'
import { TopCardsList } from './top-cards-list'

const topCard: Schemas['CardListItem'] = {
  preview: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="10" fill="#e4572e"/></svg>')}`,
  title: 'SkinBox',
  description: 'A balance bonus for signing up and a free case every day.',
  slug: 'skinbox',
  link: 'https://skinbox.example.com/?ref=freebie',
  reward: '$0.50 on the balance',
  promocode: 'FREEBIE',
  badges: [{ id: 1, text: 'Top', color: '#ff9f1a' }],
  hideRuLink: false,
  rating: 4.6,
}

const meta = {
  component: TopCardsList,
  decorators: [withPageBoundary({ variant: 'tile', count: 4 })],
  globals: { locale: 'en' },
} satisfies Meta<typeof TopCardsList>

export default meta
type Story = StoryObj<typeof meta>

/** The fake backend's top cards. */
export const Seeded: Story = {
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('article')).length).toBeGreaterThan(0)
  },
}

export const SeededRussian: Story = { globals: { locale: 'ru' } }

export const OneCard: Story = {
  parameters: { msw: [apiOverride('get', '/cards/top-cards', () => ({ status: 200, body: { data: [topCard] } }))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'SkinBox' })).toBeVisible()
    await expect(canvas.getAllByRole('article')).toHaveLength(1)
  },
}

export const Loading: Story = { parameters: { msw: [apiOverride('get', '/cards/top-cards', () => delay('infinite'))] } }

export const Empty: Story = {
  parameters: { msw: [apiOverride('get', '/cards/top-cards', () => ({ status: 200, body: { data: [] } }))] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No top sites yet')).toBeVisible()
  },
}

export const EmptyRussian: Story = {
  parameters: { msw: [apiOverride('get', '/cards/top-cards', () => ({ status: 200, body: { data: [] } }))] },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('В топе пока нет сайтов')).toBeVisible()
  },
}

export const Error: Story = {
  parameters: {
    msw: [apiOverride('get', '/cards/top-cards', () => ({ status: 500, body: { error: 'Something went wrong...' } }))],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible()
  },
}
