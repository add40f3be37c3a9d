import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { delay } from 'msw'
import { withPageBoundary } from '@testing/stories/with-page-boundary'
import { apiOverride } from '@testing/api-override'
import { SubcategoryPage } from './subcategory-page'

const meta = {
  component: SubcategoryPage,
  decorators: [withPageBoundary({ variant: 'tile' })],
  args: {
    categorySlug: 'cs2-cases',
    subcategorySlug: 'no-deposit',
    renderCards: (subcategory) => <p>Sites of this subcategory, each with the button “{subcategory.button_text}”.</p>,
  },
  parameters: { route: '/en/cs2-cases/no-deposit' },
  globals: { locale: 'en' },
} satisfies Meta<typeof SubcategoryPage>

export default meta
type Story = StoryObj<typeof meta>

export const Seeded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const breadcrumbs = await canvas.findByRole('navigation', { name: 'Breadcrumbs' })
    await expect(within(breadcrumbs).getAllByRole('link')).toHaveLength(2)
    await expect(
      canvas.getByRole('navigation', { name: 'Subcategories' }).querySelector('[aria-current="page"]'),
    ).not.toBeNull()
  },
}

export const Russian: Story = { parameters: { route: '/cs2-cases/no-deposit' }, globals: { locale: 'ru' } }

export const Loading: Story = {
  parameters: {
    msw: [apiOverride('get', '/categories/{slug}/subcategories/{subcategorySlug}', () => delay('infinite'))],
  },
}
