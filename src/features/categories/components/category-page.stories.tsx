import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { delay } from 'msw'
import { withPageBoundary } from '@testing/stories/with-page-boundary'
import { apiOverride } from '@testing/api-override'
import { CategoryPage } from './category-page'

const meta = {
  component: CategoryPage,
  decorators: [withPageBoundary({ variant: 'tile' })],
  // The card list is another feature's; the page takes it as its children.
  args: { slug: 'cs2-cases', children: <p>The category's sites go here.</p> },
  parameters: { route: '/en/cs2-cases' },
  globals: { locale: 'en' },
} satisfies Meta<typeof CategoryPage>

export default meta
type Story = StoryObj<typeof meta>

/** Name, image, the alert, subcategory buttons and the filter. */
export const Seeded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible()
    await expect(canvas.getByRole('navigation', { name: 'Subcategories' })).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: 'Show' })).toHaveValue('')
  },
}

export const Russian: Story = { parameters: { route: '/cs2-cases' }, globals: { locale: 'ru' } }

/** `?subcategory=` chosen: the list's title is the subcategory's name. */
export const Filtered: Story = {
  args: { subcategory: 'no-deposit' },
  parameters: { route: '/en/cs2-cases?subcategory=no-deposit' },
}

export const LongText: Story = {
  parameters: {
    msw: [
      apiOverride('get', '/categories/{slug}', () => ({
        status: 200,
        body: {
          data: {
            id: 1,
            name: 'Sites with free CS2 skins, cases, giveaways and bonuses for new players without a deposit',
            image: '',
            slug: 'long',
            show_alert: true,
            seo_title: null,
            seo_description: null,
          },
        },
      })),
      apiOverride('get', '/categories/{slug}/subcategories', () => ({
        status: 200,
        body: {
          data: Array.from({ length: 9 }, (_, i) => ({
            name: `A rather long subcategory name ${i + 1}`,
            slug: `sub-${i + 1}`,
            button_text: 'Claim',
            seo_title: null,
            seo_description: null,
          })),
        },
      })),
    ],
  },
}

export const Loading: Story = {
  parameters: { msw: [apiOverride('get', '/categories/{slug}', () => delay('infinite'))] },
}

export const Error: Story = {
  parameters: {
    msw: [
      apiOverride('get', '/categories/{slug}', () => ({ status: 500, body: { error: 'Something went wrong...' } })),
    ],
  },
}
