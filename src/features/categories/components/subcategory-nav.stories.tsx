import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import type { Schemas } from '~/api/types'
import { SubcategoryNav } from './subcategory-nav'

const subcategories: Schemas['Subcategory'][] = [
  { name: 'No deposit', slug: 'no-deposit', button_text: 'Get the bonus', seo_title: null, seo_description: null },
  { name: 'Daily bonus', slug: 'daily-bonus', button_text: 'Claim', seo_title: null, seo_description: null },
  { name: 'Promocodes', slug: 'promocodes', button_text: 'Copy the code', seo_title: null, seo_description: null },
]

const meta = {
  component: SubcategoryNav,
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <p>Subcategories of the category:</p>
        <Story />
      </div>
    ),
  ],
  args: { categorySlug: 'cs2-cases', subcategories },
  parameters: { route: '/en/cs2-cases' },
  globals: { locale: 'en' },
} satisfies Meta<typeof SubcategoryNav>

export default meta
type Story = StoryObj<typeof meta>

/** On the category page "All" is the current one; each subcategory links to its own page. */
export const OnCategoryPage: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(await within(canvasElement).findByRole('navigation', { name: 'Subcategories' }))
    const all = nav.getByRole('link', { name: 'All' })
    await expect(all).toHaveAttribute('href', '/en/cs2-cases')
    await expect(all).toHaveAttribute('aria-current', 'page')
    const daily = nav.getByRole('link', { name: 'Daily bonus' })
    await expect(daily).toHaveAttribute('href', '/en/cs2-cases/daily-bonus')
    await expect(daily).not.toHaveAttribute('aria-current')
  },
}

/** On a subcategory's page that subcategory is the current one instead. */
export const OnSubcategoryPage: Story = {
  args: { current: 'daily-bonus' },
  parameters: { route: '/en/cs2-cases/daily-bonus' },
  play: async ({ canvasElement }) => {
    const nav = within(await within(canvasElement).findByRole('navigation', { name: 'Subcategories' }))
    await expect(nav.getByRole('link', { name: 'Daily bonus' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current')
  },
}

/** A category without subcategories shows no navigation. */
export const NoSubcategories: Story = {
  args: { subcategories: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Subcategories of the category:')).toBeVisible()
    await expect(canvas.queryByRole('navigation')).toBeNull()
  },
}

export const LongText: Story = {
  args: {
    subcategories: Array.from({ length: 9 }, (_, i) => ({
      name: `A rather long subcategory name ${i + 1}`,
      slug: `sub-${i + 1}`,
      button_text: 'Claim',
      seo_title: null,
      seo_description: null,
    })),
    current: 'sub-4',
  },
}

/** Russian is the default language: its links have no locale prefix. */
export const Russian: Story = {
  args: {
    subcategories: [
      {
        name: 'Без депозита',
        slug: 'no-deposit',
        button_text: 'Получить бонус',
        seo_title: null,
        seo_description: null,
      },
      { name: 'Ежедневный бонус', slug: 'daily-bonus', button_text: 'Забрать', seo_title: null, seo_description: null },
    ],
  },
  parameters: { route: '/cs2-cases' },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const nav = within(await within(canvasElement).findByRole('navigation', { name: 'Подкатегории' }))
    await expect(nav.getByRole('link', { name: 'Все' })).toHaveAttribute('href', '/cs2-cases')
    await expect(nav.getByRole('link', { name: 'Без депозита' })).toHaveAttribute('href', '/cs2-cases/no-deposit')
  },
}
