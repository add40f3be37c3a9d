import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { withFrame } from '@testing/stories/with-frame'
import { TurnedAwayNotice } from './turned-away-notice'

const meta = {
  component: TurnedAwayNotice,
  decorators: [withFrame(720)],
  args: { reason: 'sign-in', from: '/en/profile' },
  globals: { locale: 'en' },
} satisfies Meta<typeof TurnedAwayNotice>

export default meta
type Story = StoryObj<typeof meta>

/** A guest sent from a page for signed-in visitors: why, and the way in. */
export const SignIn: Story = {
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement)
    await expect(await notice.findByRole('heading', { name: 'Sign in to open that page' })).toBeVisible()
    await expect(notice.getByRole('button', { name: 'Sign in' })).toBeEnabled()
    await expect(notice.getByRole('link', { name: 'Dismiss' })).toHaveAttribute('href', '/en')
  },
}

export const SignInRussian: Story = {
  globals: { locale: 'ru' },
  args: { from: '/profile' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Войдите, чтобы открыть ту страницу' }),
    ).toBeVisible()
  },
}

/** A signed-in user whose roles the page does not admit: no sign-in offered. */
export const NoAccess: Story = {
  args: { reason: 'no-access', from: '/en/admin/categories' },
  globals: { persona: 'editor' },
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement)
    await expect(await notice.findByRole('heading', { name: 'That page is not open to your account' })).toBeVisible()
    await expect(notice.queryByRole('button', { name: 'Sign in' })).toBeNull()
  },
}

/** Signed in since: a sign-in notice has nothing left to say (the text after it shows the user was read). */
export const SignedInSince: Story = {
  globals: { persona: 'regular' },
  render: (args) => (
    <>
      <TurnedAwayNotice {...args} />
      <p>After the notice</p>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('After the notice')).toBeVisible()
    await expect(canvas.queryByRole('heading')).toBeNull()
  },
}
