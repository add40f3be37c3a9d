import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Button } from '~/shared/ui/button/button'
import { withFrame } from '@testing/stories/with-frame'
import { ShopGuestNotice } from './shop-guest-notice'

const meta = {
  component: ShopGuestNotice,
  decorators: [withFrame(900)],
  // The route puts the auth feature's sign-in button here; a plain one stands in for it.
  args: { signIn: <Button>Sign in</Button> },
  globals: { locale: 'en' },
} satisfies Meta<typeof ShopGuestNotice>

export default meta
type Story = StoryObj<typeof meta>

export const English: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const notice = canvas.getByRole('region', { name: 'To use the shop, log in!' })
    await expect(within(notice).getByRole('button', { name: 'Sign in' })).toBeVisible()
  },
}

export const Russian: Story = {
  globals: { locale: 'ru' },
  args: { signIn: <Button>Войти</Button> },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Чтобы пользоваться магазином, войдите!' }),
    ).toBeVisible()
  },
}

/** At phone width the button goes under the text. */
export const Phone: Story = {
  decorators: [withFrame(375)],
}
