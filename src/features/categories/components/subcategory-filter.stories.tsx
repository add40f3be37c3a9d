import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { withFrame } from '@testing/stories/with-frame'
import { SubcategoryFilter } from './subcategory-filter'

const subcategories = [
  { name: 'No deposit', slug: 'no-deposit', button_text: 'Get the bonus', seo_title: null, seo_description: null },
  { name: 'Daily bonus', slug: 'daily-bonus', button_text: 'Claim', seo_title: null, seo_description: null },
]

const meta = {
  component: SubcategoryFilter,
  decorators: [withFrame()],
  args: { subcategories },
  globals: { locale: 'en' },
} satisfies Meta<typeof SubcategoryFilter>

export default meta
type Story = StoryObj<typeof meta>

export const All: Story = {}

export const Chosen: Story = {
  args: { value: 'daily-bonus' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Show' })).toHaveValue('daily-bonus')
  },
}

/** A slug from an old link stays visible, so the empty list makes sense. */
export const UnknownSubcategory: Story = { args: { value: 'gone' } }

export const Russian: Story = { globals: { locale: 'ru' } }
