import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { withFrame } from '@testing/stories/with-frame'
import { CategoryHero } from './category-hero'

const image = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="72" height="72"><rect width="72" height="72" rx="12" fill="#e39a2d"/><text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="Arial" font-weight="700" font-size="26" fill="#fff">CS</text></svg>',
)}`

const meta = {
  component: CategoryHero,
  decorators: [withFrame()],
  args: { title: 'CS2 cases', image },
  globals: { locale: 'en' },
} satisfies Meta<typeof CategoryHero>

export default meta
type Story = StoryObj<typeof meta>

/** The page's only level-1 heading, with a decorative picture beside it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'CS2 cases' })).toBeVisible()
    // Decorative: hidden from the accessibility tree, so no image role.
    await expect(canvas.queryByRole('img')).toBeNull()
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '')
  },
}

/** No picture, or one whose address is not safe: the title alone. */
export const NoImage: Story = {
  args: { image: 'javascript:void(0)' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'CS2 cases' })).toBeVisible()
    await expect(canvasElement.querySelector('img')).toBeNull()
  },
}

/** A subcategory's page: its breadcrumbs above the title. */
export const WithBreadcrumbs: Story = {
  args: {
    title: 'Daily bonus',
    before: (
      <nav aria-label="Breadcrumbs">
        <a href="/en/cs2-cases">CS2 cases</a>
      </nav>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Daily bonus' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'CS2 cases' })).toHaveAttribute('href', '/en/cs2-cases')
  },
}

export const LongText: Story = {
  args: { title: 'Sites with free CS2 skins, cases, giveaways and bonuses for new players without a deposit' },
}

export const Russian: Story = { args: { title: 'Кейсы CS2' }, globals: { locale: 'ru' } }
