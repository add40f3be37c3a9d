import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { makeUser } from '@testing/fixtures/props'
import { withFrame } from '@testing/stories/with-frame'
import { UserButton } from './user-button'

const meta = {
  component: UserButton,
  decorators: [withFrame()],
  args: { user: makeUser() },
  parameters: { route: '/en' },
  globals: { locale: 'en', persona: 'regular' },
} satisfies Meta<typeof UserButton>

export default meta
type Story = StoryObj<typeof meta>

/** Name and balance with two decimals, linking to the profile. */
export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Dmitry_K 1,250.50 coins' })
    await expect(link).toHaveAttribute('href', '/en/profile')
    await expect(link).not.toHaveAttribute('aria-current')
  },
}

/** Russian: no locale prefix, Russian number format, still two decimals. */
export const Russian: Story = {
  parameters: { route: '/' },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /^Dmitry_K/ })
    await expect(link).toHaveAttribute('href', '/profile')
    await expect(link.textContent).toMatch(/1\s250,50/)
  },
}

/** A whole balance still shows its decimals. */
export const ZeroBalance: Story = {
  args: { user: makeUser({ balance: 0 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Dmitry_K 0.00 coins' })).toBeVisible()
  },
}

/** A long name is cut with an ellipsis; a big balance keeps its decimals. */
export const LongText: Story = {
  args: { user: makeUser({ steamName: 'AVeryLongSteamNameThatDoesNotFitAnywhere_1234567890', balance: 12345678.9 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link').textContent).toContain('12,345,678.90')
  },
}

/** An avatar address that is not safe is not loaded: a plain circle instead. */
export const UnsafeAvatar: Story = {
  args: { user: makeUser({ steamAvatar: 'javascript:alert(1)' }) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull()
    await expect(within(canvasElement).getByRole('link', { name: /^Dmitry_K/ })).toBeVisible()
  },
}

/** On the profile page the link is marked as the current page. */
export const OnProfilePage: Story = {
  parameters: { route: '/en/profile' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /^Dmitry_K/ })).toHaveAttribute('aria-current', 'page')
  },
}
