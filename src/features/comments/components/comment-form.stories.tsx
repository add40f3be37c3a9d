import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { delay } from 'msw'
import type { Schemas } from '~/api/types'
import { withToasts } from '@testing/stories/with-toasts'
import { apiOverride } from '@testing/api-override'
import { CommentForm } from './comment-form'

const validationErrors: Schemas['ValidationErrors'] = {
  errors: { text: ['The text must be at least 3 characters.'], evaluation: ['The mark must be from 1 to 5.'] },
}

/** Picks a mark, types a review and publishes it, as a visitor would. */
async function fillAndSubmit(canvasElement: HTMLElement, text: string, mark = '4 stars') {
  const form = within(await within(canvasElement).findByRole('form', { name: 'Leave a review' }))
  await userEvent.click(form.getByRole('radio', { name: mark }))
  await userEvent.type(form.getByRole('textbox', { name: 'Your review' }), text)
  await userEvent.click(form.getByRole('button', { name: 'Publish review' }))
  return form
}

const meta = {
  component: CommentForm,
  decorators: [withToasts(720)],
  args: { target: 'cards', slug: 'rapidclub', ratingQueryKeys: [['cards', 'detail', 'rapidclub']] },
  // The form is only offered to signed-in visitors (CommentsSection shows guests a hint instead).
  globals: { locale: 'en', persona: 'regular' },
} satisfies Meta<typeof CommentForm>

export default meta
type Story = StoryObj<typeof meta>

/** Five stars in a group named "Your rating", the text with its hint, and the submit button. */
export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Leave a review' }))
    await expect(form.getByRole('group', { name: 'Your rating' })).toBeVisible()
    await expect(form.getAllByRole('radio')).toHaveLength(5)
    await expect(form.getByRole('textbox', { name: 'Your review' })).toHaveAccessibleDescription(
      'What did you get, and how quickly?',
    )
    await expect(form.getByRole('button', { name: 'Publish review' })).toBeEnabled()
  },
}

export const Russian: Story = {
  globals: { locale: 'ru', persona: 'regular' },
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Оставить отзыв' }))
    await expect(form.getByRole('radio', { name: '5 звёзд' })).toBeInTheDocument()
    await expect(form.getByRole('button', { name: 'Опубликовать отзыв' })).toBeVisible()
  },
}

/** The fake backend publishes the review: a thank-you toast, and the form is empty again. */
export const Published: Story = {
  play: async ({ canvasElement }) => {
    const form = await fillAndSubmit(canvasElement, 'Works, the bonus came in an hour.', '5 stars')
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Thank you! Your review is published.',
    )
    await expect(form.getByRole('textbox', { name: 'Your review' })).toHaveValue('')
    await expect(form.getByRole('radio', { name: '5 stars' })).not.toBeChecked()
  },
}

/** No mark chosen: nothing is sent, the rating group says why; choosing a mark clears it. */
export const MissingMark: Story = {
  parameters: {
    msw: [
      apiOverride('post', '/cards/{slug}/comments/add', () => ({
        status: 500,
        body: { error: 'The form must not be sent without a mark.' },
      })),
    ],
  },
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Leave a review' }))
    await userEvent.type(form.getByRole('textbox', { name: 'Your review' }), 'No mark given')
    await userEvent.click(form.getByRole('button', { name: 'Publish review' }))
    const marks = form.getByRole('group', { name: 'Your rating' })
    await expect(marks).toHaveAttribute('aria-invalid', 'true')
    await expect(marks).toHaveAccessibleDescription('Choose a rating from 1 to 5.')
    await expect(within(canvasElement).queryByRole('alert')).toBeNull()
    await userEvent.click(form.getByRole('radio', { name: '3 stars' }))
    await expect(marks).not.toHaveAttribute('aria-invalid')
  },
}

/** A 422 `errors` answer: each message on its field; editing the text clears its message. */
export const ValidationErrors: Story = {
  parameters: {
    msw: [apiOverride('post', '/cards/{slug}/comments/add', () => ({ status: 422, body: validationErrors }))],
  },
  play: async ({ canvasElement }) => {
    const form = await fillAndSubmit(canvasElement, 'Fine text')
    const text = form.getByRole('textbox', { name: 'Your review' })
    await waitFor(() => expect(text).toHaveAttribute('aria-invalid', 'true'))
    await expect(text).toHaveAccessibleDescription(expect.stringContaining('The text must be at least 3 characters.'))
    const marks = form.getByRole('group', { name: 'Your rating' })
    await expect(marks).toHaveAttribute('aria-invalid', 'true')
    await expect(marks).toHaveAccessibleDescription('The mark must be from 1 to 5.')
    // What was typed stays, so it can be fixed; fixing it clears the message.
    await expect(text).toHaveValue('Fine text')
    await userEvent.type(text, ' fine')
    await expect(text).not.toHaveAttribute('aria-invalid')
  },
}

/** A text shorter than the contract allows: the form refuses it itself, naming the lengths, on the text field. */
export const TextTooShort: Story = {
  play: async ({ canvasElement }) => {
    const form = await fillAndSubmit(canvasElement, 'ok')
    const text = form.getByRole('textbox', { name: 'Your review' })
    await waitFor(() => expect(text).toHaveAttribute('aria-invalid', 'true'))
    await expect(text).toHaveAccessibleDescription(expect.stringContaining('3 to 1000 characters.'))
    await expect(form.getByRole('group', { name: 'Your rating' })).not.toHaveAttribute('aria-invalid')
  },
}

/** A 422 message for a field the form does not have is still shown, as an alert under the form. */
export const OtherFieldError: Story = {
  parameters: {
    msw: [
      apiOverride('post', '/cards/{slug}/comments/add', () => ({
        status: 422,
        body: { errors: { user: ['You have already reviewed this site.'] } } satisfies Schemas['ValidationErrors'],
      })),
    ],
  },
  play: async ({ canvasElement }) => {
    const form = await fillAndSubmit(canvasElement, 'Second review of the same site.')
    await expect(await form.findByRole('alert')).toHaveTextContent('You have already reviewed this site.')
  },
}

/**
 * Signed-in only: a guest (whose session ended in another tab) who submits gets the fake
 * backend's bare 401, shown as the need-auth toast; the review stays in the form.
 */
export const GuestIsRefused: Story = {
  globals: { locale: 'en', persona: 'guest' },
  play: async ({ canvasElement }) => {
    const form = await fillAndSubmit(canvasElement, 'Works, the bonus came in an hour.')
    const toast = await within(canvasElement).findByRole('alert')
    await expect(toast).toHaveTextContent('Authorization needed: please log in')
    await expect(form.getByRole('textbox', { name: 'Your review' })).toHaveValue('Works, the bonus came in an hour.')
    await expect(form.getByRole('textbox', { name: 'Your review' })).not.toHaveAttribute('aria-invalid')
  },
}

/** While the review is being published the button says so and takes no second submit. */
export const Publishing: Story = {
  parameters: { msw: [apiOverride('post', '/cards/{slug}/comments/add', () => delay('infinite'))] },
  play: async ({ canvasElement }) => {
    const form = await fillAndSubmit(canvasElement, 'Works, the bonus came in an hour.')
    const button = await form.findByRole('button', { name: 'Publishing…' })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('aria-busy', 'true')
  },
}

/**
 * A comment on an article: its own words (a mark of the article, a hint about the article, not
 * about a reward), posted to the article's address.
 */
export const ArticleComment: Story = {
  args: { target: 'articles', slug: 'free-skins-guide', ratingQueryKeys: [['articles', 'detail', 'free-skins-guide']] },
  parameters: {
    msw: [
      apiOverride('post', '/articles/{slug}/comments/add', ({ params }) => ({
        status: 422,
        body: {
          errors: { text: [`Reviews of ${String(params.slug)} are closed.`] },
        } satisfies Schemas['ValidationErrors'],
      })),
    ],
  },
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Leave a comment' }))
    await expect(form.getByRole('group', { name: 'Rate the article' })).toBeVisible()
    const text = form.getByRole('textbox', { name: 'Your comment' })
    await expect(text).toHaveAccessibleDescription(expect.stringContaining('Was the article useful?'))
    await expect(text).not.toHaveAccessibleDescription(expect.stringContaining('What did you get'))
    await userEvent.click(form.getByRole('radio', { name: '4 stars' }))
    await userEvent.type(text, 'A helpful guide.')
    await userEvent.click(form.getByRole('button', { name: 'Publish comment' }))
    await waitFor(() =>
      expect(text).toHaveAccessibleDescription(expect.stringContaining('Reviews of free-skins-guide are closed.')),
    )
  },
}
