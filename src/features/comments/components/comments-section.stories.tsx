import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { delay } from 'msw'
import { Button } from '~/shared/ui/button/button'
import { withFrame } from '@testing/stories/with-frame'
import { apiOverride } from '@testing/api-override'
import { CommentsSection } from './comments-section'

const avatar = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#29a36a"/></svg>')}`

const meta = {
  component: CommentsSection,
  decorators: [withFrame()],
  args: {
    target: 'cards',
    slug: 'rapidclub',
    ratingQueryKeys: [['cards', 'detail', 'rapidclub']],
    signIn: <Button>Sign in</Button>,
  },
  globals: { locale: 'en', persona: 'guest' },
} satisfies Meta<typeof CommentsSection>

export default meta
type Story = StoryObj<typeof meta>

/** Guests read the reviews and are asked to log in to write one. */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Sign in to leave a review.')).toBeVisible()
    await expect(canvas.queryByRole('form')).toBeNull()
  },
}

export const GuestRussian: Story = { globals: { locale: 'ru', persona: 'guest' } }

/** Under an article a guest is asked to sign in to comment on it, not to review a site. */
export const GuestOnArticle: Story = {
  args: { target: 'articles', slug: 'how-to-get-free-cs2-skins-in-2025', ratingQueryKeys: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Sign in to leave a comment.')).toBeVisible()
    await expect(canvas.queryByText('Sign in to leave a review.')).toBeNull()
  },
}

/** A text too short for the contract: the form's message lands on the text field. */
export const SignedInValidationError: Story = {
  globals: { locale: 'en', persona: 'regular' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const form = await canvas.findByRole('form', { name: 'Leave a review' })
    await userEvent.click(within(form).getByRole('radio', { name: '4 stars' }))
    await userEvent.type(within(form).getByRole('textbox', { name: 'Your review' }), 'ok')
    await userEvent.click(within(form).getByRole('button', { name: 'Publish review' }))
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'Your review' })).toHaveAttribute('aria-invalid', 'true'),
    )
  },
}

export const SignedInRussian: Story = { globals: { locale: 'ru', persona: 'regular' } }

export const LongText: Story = {
  parameters: {
    msw: [
      apiOverride('get', '/cards/{slug}/comments', () => ({
        status: 200,
        body: {
          data: [
            {
              id: 1,
              evaluation: 2,
              text: `${'The bonus came after two days and only after I wrote to support three times. '.repeat(6)}\nSecond paragraph.`,
              user: {
                id: 1,
                steam_name: 'AVeryLongSteamNameThatDoesNotFitAnywhere_1234567890',
                steam_avatar: avatar,
                steam_id: '1',
              },
              createdAt: '2025-03-11T14:20:00.000Z',
            },
          ],
          pagination: { total: 1, current_page: 1, last_page: 1 },
        },
      })),
    ],
  },
}

export const Empty: Story = {
  parameters: {
    msw: [
      apiOverride('get', '/cards/{slug}/comments', () => ({
        status: 200,
        body: { data: [], pagination: { total: 0, current_page: 1, last_page: 1 } },
      })),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No reviews yet')).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: [apiOverride('get', '/cards/{slug}/comments', () => delay('infinite'))] },
}

export const Error: Story = {
  parameters: {
    msw: [
      apiOverride('get', '/cards/{slug}/comments', () => ({ status: 500, body: { error: 'Something went wrong...' } })),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Could not load the reviews.')).toBeVisible()
  },
}
