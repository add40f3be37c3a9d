import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { delay } from 'msw'
import type { Schemas } from '~/api/types'
import { makeProfile } from '@testing/fixtures/props'
import { withToasts } from '@testing/stories/with-toasts'
import { apiOverride } from '@testing/api-override'
import { ProfileSummary } from './profile-summary'

const serverError: Schemas['Error'] = { error: 'Something went wrong...' }

const meta = {
  component: ProfileSummary,
  decorators: [withToasts(420)],
  args: { profile: makeProfile() },
  // The profile route lets only signed-in users in.
  globals: { locale: 'en', persona: 'regular' },
} satisfies Meta<typeof ProfileSummary>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Dmitry_K' })).toBeVisible()
    await expect(canvas.getByText('Steam level: 12')).toBeVisible()
  },
}

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Проверить уровень' })).toBeEnabled()
  },
}

/** The refreshed level from the game platform is confirmed in a toast. */
export const CheckLevel: Story = {
  parameters: {
    msw: [
      apiOverride('post', '/profile/check-steam-level', () => {
        const body: Schemas['SteamLevelResponse'] = { data: { steamLevel: 15 } }
        return { status: 200, body: body }
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Check level' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your Steam level is 15.')
  },
}

/** The new user's level comes from the fake game platform (level 0 there is 3). */
export const CheckLevelNewUser: Story = {
  args: { profile: makeProfile({ steamName: 'FreshRecruit', steamLevel: 0 }) },
  globals: { persona: 'new' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Check level' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your Steam level is 3.')
  },
}

export const Pending: Story = {
  parameters: { msw: [apiOverride('post', '/profile/check-steam-level', () => delay('infinite'))] },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Check level' })
    await userEvent.click(button)
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'))
    await expect(button).toBeDisabled()
  },
}

export const Error: Story = {
  parameters: { msw: [apiOverride('post', '/profile/check-steam-level', () => ({ status: 500, body: serverError }))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const button = canvas.getByRole('button', { name: 'Check level' })
    await userEvent.click(button)
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong...')
    await waitFor(() => expect(button).toBeEnabled())
  },
}

export const LongName: Story = {
  args: {
    profile: makeProfile({
      steamName: 'AVeryLongSteamNameThatDoesNotFitAnywhere_1234567890_AndEvenLonger',
      steamLevel: 5000,
    }),
  },
}

/** An avatar address that is not safe is left out. */
export const UnsafeAvatar: Story = {
  args: { profile: makeProfile({ steamAvatar: 'javascript:alert(1)' }) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull()
    await expect(within(canvasElement).getByRole('heading', { name: 'Dmitry_K' })).toBeVisible()
  },
}
