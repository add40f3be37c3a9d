import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { delay } from 'msw'
import { withPageBoundary } from '@testing/stories/with-page-boundary'
import { apiOverride } from '@testing/api-override'
import { SitemapPage } from './sitemap-page'

const meta = {
  component: SitemapPage,
  decorators: [withPageBoundary()],
  globals: { locale: 'en' },
} satisfies Meta<typeof SitemapPage>

export default meta
type Story = StoryObj<typeof meta>

/** Every category with its subcategories, every card and every article of the seed. */
export const Seeded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const name of ['Pages', 'Categories', 'Sites', 'Articles']) {
      await expect(await canvas.findByRole('heading', { level: 2, name })).toBeVisible()
    }
  },
}

export const Russian: Story = { globals: { locale: 'ru' } }

export const Loading: Story = { parameters: { msw: [apiOverride('get', '/cards', () => delay('infinite'))] } }

export const Error: Story = {
  parameters: {
    msw: [apiOverride('get', '/articles', () => ({ status: 500, body: { error: 'Something went wrong...' } }))],
  },
}
