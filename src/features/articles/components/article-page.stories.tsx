import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { delay } from 'msw'
import { withPageBoundary } from '@testing/stories/with-page-boundary'
import { apiOverride } from '@testing/api-override'
import { ArticlePage } from './article-page'

const meta = {
  component: ArticlePage,
  decorators: [withPageBoundary()],
  args: { slug: 'how-to-get-free-cs2-skins-in-2025' },
  globals: { locale: 'en' },
} satisfies Meta<typeof ArticlePage>

export default meta
type Story = StoryObj<typeof meta>

export const Seeded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible()
    await expect(canvas.getByRole('navigation', { name: 'Contents' })).toBeVisible()
  },
}

export const Russian: Story = { globals: { locale: 'ru' } }

export const LongText: Story = {
  args: { slug: 'long' },
  parameters: {
    msw: [
      apiOverride('get', '/articles/{slug}', () => ({
        status: 200,
        body: {
          data: {
            title:
              'Everything about free skins: sites, cases, giveaways, promocodes, trade links and how not to lose your inventory',
            preview: '',
            slug: 'long',
            promocode: 'LONG-ARTICLE-CODE',
            description: 'A long lead paragraph. '.repeat(12),
            createdAt: '2025-03-10T08:00:00.000Z',
            views: 1,
            url: 'https://blog.example/long',
            text: `<h2 id="one">One</h2><p>${'Text that goes on. '.repeat(80)}</p><h2 id="two">Two</h2><p>${'More text. '.repeat(60)}</p>`,
            text_headings: [
              { id: 'one', text: 'One', level: 2 },
              { id: 'two', text: 'Two', level: 2 },
            ],
            seo_title: null,
            seo_description: null,
            seo_title_locales: { ru: null, en: null },
            seo_description_locales: { ru: null, en: null },
            rating: 0,
          },
        },
      })),
    ],
  },
}

export const Loading: Story = { parameters: { msw: [apiOverride('get', '/articles/{slug}', () => delay('infinite'))] } }

export const Error: Story = {
  parameters: {
    msw: [apiOverride('get', '/articles/{slug}', () => ({ status: 500, body: { error: 'Something went wrong...' } }))],
  },
}
