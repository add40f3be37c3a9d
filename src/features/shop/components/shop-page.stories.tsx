import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { withFrame } from '~/shared/testing/with-frame'
import { ShopPage } from './shop-page'

const meta = {
  component: ShopPage,
  decorators: [withFrame()],
  args: { search: {}, onSearchChange: fn() },
  globals: { locale: 'en' },
} satisfies Meta<typeof ShopPage>

export default meta
type Story = StoryObj<typeof meta>

/** A guest may browse (buying asks them to log in). */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect((await page.findAllByRole('button', { name: /^Buy / })).length).toBeGreaterThan(0)
    await expect(page.queryByText(/^Your balance:/)).toBeNull()
  },
}

export const SignedIn: Story = {
  globals: { persona: 'rich' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^Your balance:/)).toBeInTheDocument()
  },
}

/** Filters applied from the URL state: cheapest Rust items first. */
export const Filtered: Story = {
  args: { search: { game: 'rust', sort: 'price_asc' } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('combobox', { name: 'Game' })).toHaveValue('rust')
    await userEvent.type(page.getByRole('textbox', { name: 'Item name' }), 'ak')
    await userEvent.click(page.getByRole('button', { name: 'Apply' }))
    await expect(args.onSearchChange).toHaveBeenCalledWith({ game: 'rust', search: 'ak', sort: 'price_asc' })
  },
}

export const Russian: Story = { globals: { locale: 'ru', persona: 'regular' } }
