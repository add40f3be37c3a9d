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

/** Every page for people: the fixed ones, every category with its subcategories, card, case, giveaway and article of the seed. */
export const Seeded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const name of ['Pages', 'Categories', 'Sites', 'Free cases', 'Giveaways', 'Articles']) {
      await expect(await canvas.findByRole('heading', { level: 2, name })).toBeVisible()
    }
    for (const [name, href] of [
      ['Shop', '/en/shop'],
      ['Game modes', '/en/games'],
      ['Affiliate program', '/en/ref'],
      ['Promocode giveaways', '/en/games/giveaways/promocodes'],
    ] as const)
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href)
    const cases = within(canvas.getByRole('region', { name: 'Free cases' }))
    await expect(cases.getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/en\/games\/cases\/[\w-]+$/),
    )
    const giveaways = within(canvas.getByRole('region', { name: 'Giveaways' }))
    await expect(giveaways.getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/en\/games\/giveaways\/(games|promocodes)\/[\w-]+$/),
    )
  },
}

export const Russian: Story = { globals: { locale: 'ru' } }

export const Loading: Story = { parameters: { msw: [apiOverride('get', '/cards', () => delay('infinite'))] } }

export const Error: Story = {
  parameters: {
    msw: [apiOverride('get', '/articles', () => ({ status: 500, body: { error: 'Something went wrong...' } }))],
  },
}
