import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { withFrame } from '~/shared/testing/with-frame'
import { ReferralPage } from './referral-page'

const meta = {
  component: ReferralPage,
  decorators: [withFrame()],
  globals: { locale: 'en' },
} satisfies Meta<typeof ReferralPage>

export default meta
type Story = StoryObj<typeof meta>

export const SignedIn: Story = {
  globals: { persona: 'regular' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('button', { name: 'Copy the referral link' })).toBeInTheDocument()
    await expect(page.getByRole('textbox', { name: "Friend's code" })).toBeInTheDocument()
  },
}

/** The /ref/{code} landing of a guest: the code is kept for after sign-in. */
export const LandingAsGuest: Story = {
  args: { code: 'GOLDEN' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/activate the code GOLDEN/)).toBeInTheDocument()
  },
}

/** The landing of a signed-in user: the friend's code is filled in. */
export const LandingSignedIn: Story = {
  args: { code: 'GOLDEN' },
  globals: { persona: 'new' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('textbox', { name: "Friend's code" })).toHaveValue('GOLDEN')
  },
}

export const Russian: Story = { globals: { locale: 'ru', persona: 'rich' } }
