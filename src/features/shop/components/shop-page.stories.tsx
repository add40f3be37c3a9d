import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { withFrame } from '@testing/stories/with-frame'
import { Button } from '~/shared/ui/button/button'
import { ShopPage } from './shop-page'

const meta = {
  component: ShopPage,
  decorators: [withFrame()],
  // The route puts the auth feature's sign-in button in `signIn`; a plain one stands in for it.
  args: { search: {}, onSearchChange: fn(), signIn: <Button>Sign in</Button> },
  globals: { locale: 'en' },
} satisfies Meta<typeof ShopPage>

export default meta
type Story = StoryObj<typeof meta>

/** A guest may browse; the page says first that buying needs sign-in, with the button for it. */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const notice = await page.findByRole('region', { name: 'To use the shop, log in!' })
    await expect(within(notice).getByRole('button', { name: 'Sign in' })).toBeVisible()
    await expect((await page.findAllByRole('button', { name: /^Buy / })).length).toBeGreaterThan(0)
    await expect(page.queryByText(/^Your balance:/)).toBeNull()
  },
}

export const SignedIn: Story = {
  globals: { persona: 'rich' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByText(/^Your balance:/)).toBeInTheDocument()
    await expect(page.queryByRole('region', { name: 'To use the shop, log in!' })).toBeNull()
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

export const RussianGuest: Story = {
  globals: { locale: 'ru' },
  args: { signIn: <Button>Войти</Button> },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('region', { name: 'Чтобы пользоваться магазином, войдите!' }),
    ).toBeVisible()
  },
}
