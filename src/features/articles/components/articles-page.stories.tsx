import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { delay } from 'msw'
import { withPageBoundary } from '@testing/stories/with-page-boundary'
import { apiOverride } from '@testing/api-override'
import { ArticlesPage } from './articles-page'

const meta = {
  component: ArticlesPage,
  decorators: [withPageBoundary()],
  args: { page: 1 },
  parameters: { route: '/en/articles' },
  globals: { locale: 'en' },
} satisfies Meta<typeof ArticlesPage>

export default meta
type Story = StoryObj<typeof meta>

export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect((await canvas.findAllByRole('article')).length).toBeGreaterThan(0)
    await expect(canvas.getByRole('navigation', { name: 'Pages of the article list' })).toBeVisible()
  },
}

export const Russian: Story = { parameters: { route: '/articles' }, globals: { locale: 'ru' } }

export const LongText: Story = {
  parameters: {
    msw: [
      apiOverride('get', '/articles', () => ({
        status: 200,
        body: {
          data: [
            {
              title:
                'How to get free skins in every game we know of, step by step, with screenshots and the pitfalls to avoid',
              preview: '',
              slug: 'long',
              promocode: 'A-VERY-LONG-PROMOCODE-2025',
              description: 'A long description of what the article covers. '.repeat(10),
              createdAt: '2025-03-10T08:00:00.000Z',
              views: 1234567,
            },
          ],
          pagination: { total: 1, current_page: 1, last_page: 1 },
        },
      })),
    ],
  },
}

export const PastTheEndRussian: Story = {
  args: { page: 99 },
  parameters: { route: '/articles?page=99' },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('На этой странице нет статей')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'На первую страницу' })).toBeVisible()
  },
}

export const Empty: Story = {
  parameters: {
    msw: [
      apiOverride('get', '/articles', () => ({
        status: 200,
        body: { data: [], pagination: { total: 0, current_page: 1, last_page: 1 } },
      })),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No articles yet')).toBeVisible()
  },
}

export const Loading: Story = { parameters: { msw: [apiOverride('get', '/articles', () => delay('infinite'))] } }

export const Error: Story = {
  parameters: {
    msw: [apiOverride('get', '/articles', () => ({ status: 500, body: { error: 'Something went wrong...' } }))],
  },
}
