import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { withFrame } from '@testing/stories/with-frame'
import { atViewport, viewportParameters } from '@testing/layout/viewports'
import { Button } from '~/shared/ui/button/button'
import { ReferralPage } from './referral-page'

const meta = {
  component: ReferralPage,
  decorators: [withFrame()],
  // The routes put the auth feature's sign-in and the profile feature's level check here.
  args: { signIn: <Button>Sign in</Button>, checkLevel: <Button size="sm">Check level</Button> },
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

/** A guest's one panel takes the whole row under the rules at 1440 px, not half of it. */
export const GuestWide: Story = {
  parameters: viewportParameters,
  globals: atViewport('w1440'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const activate = (await page.findByRole('region', { name: "Activate a friend's code" })).getBoundingClientRect()
    const rules = page.getByRole('region', { name: 'How it works' }).getBoundingClientRect()
    await expect(Math.abs(activate.width - rules.width)).toBeLessThanOrEqual(1)
  },
}

/** The /ref/{code} landing of a guest: the code is kept for after sign-in, with the button for it. */
export const LandingAsGuest: Story = {
  args: { code: 'GOLDEN' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByText(/activate the code GOLDEN/)).toBeInTheDocument()
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
    await waitFor(() => expect(localStorage.getItem('ref_code')).toBe('GOLDEN'))
  },
}

/** The landing of a signed-in user who may activate: the code is activated by itself. */
export const LandingSignedIn: Story = {
  args: { code: 'GOLDEN' },
  globals: { persona: 'editor' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^The code GOLDEN is activated\./)).toBeVisible()
  },
}

/** A landing for someone below level 5: why not, and the level check. */
export const LandingLevelTooLow: Story = {
  args: { code: 'GOLDEN' },
  globals: { persona: 'low-level' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByText('Your Steam level is too low to activate a code')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Check level' })).toBeVisible()
  },
}

export const Russian: Story = { globals: { locale: 'ru', persona: 'rich' } }

export const RussianLandingAsGuest: Story = {
  args: { code: 'GOLDEN', signIn: <Button>Войти</Button> },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Войдите, чтобы активировать код GOLDEN: мы его для вас сохранили.'),
    ).toBeVisible()
  },
}
