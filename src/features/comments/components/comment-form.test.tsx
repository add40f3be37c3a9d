import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { CommentForm as rules } from '~/api/field-rules.gen'
import type { Schemas } from '~/api/types'
import { apiOverride } from '@testing/api-override'
import { renderWithApp, type RenderWithAppOptions } from '@testing/render/render-with-app'
import { commentsKeys } from '../api/keys'
import { CommentForm } from './comment-form'

/** The texts an element points at with aria-describedby, as a screen reader reads them. */
function description(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? []
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')
}

/** A gate the test opens when it wants the answer to go on. */
function gate() {
  let open: () => void = () => {}
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open }
}

// A card of the fake backend's seed; `regular` has not reviewed it.
async function renderForm(options: RenderWithAppOptions = {}) {
  const view = await renderWithApp(
    <CommentForm target="cards" slug="skinnest" ratingQueryKeys={[['cards', 'detail', 'skinnest']]} />,
    {
      persona: 'regular',
      ...options,
    },
  )
  return { ...view, user: userEvent.setup() }
}

describe('CommentForm', () => {
  it("refuses a text outside the contract's lengths itself, naming them, and sends nothing", async () => {
    const { user, backend } = await renderForm()
    const { minLength, maxLength } = rules.text

    await user.click(screen.getByRole('radio', { name: '4 stars' }))
    const text = screen.getByRole('textbox', { name: 'Your review' })
    await user.type(text, 'x'.repeat(minLength - 1))
    await user.click(screen.getByRole('button', { name: 'Publish review' }))

    await waitFor(() => expect(text.getAttribute('aria-invalid')).toBe('true'))
    expect(description(text)).toContain(`${minLength} to ${maxLength} characters.`)
    expect(screen.getByRole('group', { name: 'Your rating' }).getAttribute('aria-invalid')).toBeNull()
    expect(backend.callsTo('post', '/cards/{slug}/comments/add')).toHaveLength(0)

    await user.type(text, 'x')
    expect(text.getAttribute('aria-invalid')).toBeNull()
  })

  it("shows the server's validation message on its field, and editing clears it", async () => {
    const { user } = await renderForm({
      overrides: [
        apiOverride('post', '/cards/{slug}/comments/add', () => ({
          status: 422,
          body: { errors: { text: ['The text must not contain links.'] } },
        })),
      ],
    })

    await user.click(screen.getByRole('radio', { name: '4 stars' }))
    await user.type(screen.getByRole('textbox', { name: 'Your review' }), 'see example.com')
    await user.click(screen.getByRole('button', { name: 'Publish review' }))

    const text = screen.getByRole('textbox', { name: 'Your review' })
    await waitFor(() => expect(text.getAttribute('aria-invalid')).toBe('true'))
    expect(description(text)).toContain('The text must not contain links.')

    await user.type(text, ' fine')
    expect(text.getAttribute('aria-invalid')).toBeNull()
  })

  it('puts a message for the rating on the group of marks', async () => {
    const { user } = await renderForm({
      overrides: [
        apiOverride('post', '/cards/{slug}/comments/add', () => ({
          status: 422,
          body: {
            errors: {
              text: ['The text must be at least 3 characters.'],
              evaluation: ['The mark must be from 1 to 5.'],
            },
          },
        })),
      ],
    })

    await user.click(screen.getByRole('radio', { name: '4 stars' }))
    await user.type(screen.getByRole('textbox', { name: 'Your review' }), 'Fine text')
    await user.click(screen.getByRole('button', { name: 'Publish review' }))

    const marks = screen.getByRole('group', { name: 'Your rating' })
    await waitFor(() => expect(marks.getAttribute('aria-invalid')).toBe('true'))
    expect(description(marks)).toBe('The mark must be from 1 to 5.')
    expect(description(screen.getByRole('textbox', { name: 'Your review' }))).toContain(
      'The text must be at least 3 characters.',
    )
  })

  it('does not send a review without a mark', async () => {
    const { user, backend } = await renderForm()
    await user.type(screen.getByRole('textbox', { name: 'Your review' }), 'No mark given')
    await user.click(screen.getByRole('button', { name: 'Publish review' }))
    expect(description(screen.getByRole('group', { name: 'Your rating' }))).toBe('Choose a rating from 1 to 5.')
    expect(backend.callsTo('post', '/cards/{slug}/comments/add')).toHaveLength(0)
  })

  it('sends once while a submit is in flight, then resets and refreshes the reviews and the rating', async () => {
    const answer = gate()
    const { user, queryClient, services, backend } = await renderForm({
      overrides: [
        apiOverride('post', '/cards/{slug}/comments/add', async () => {
          await answer.opened
        }),
      ],
    })
    queryClient.setQueryData(['cards', 'detail', 'skinnest'], { rating: 3 })
    queryClient.setQueryData(['cards', 'detail', 'skinnest', 'similar'], [])
    queryClient.setQueryData(commentsKeys.list('cards', 'skinnest'), { pages: [], pageParams: [] })

    await user.click(screen.getByRole('radio', { name: '4 stars' }))
    await user.type(screen.getByRole('textbox', { name: 'Your review' }), 'Works, the bonus came in an hour.')
    const submit = screen.getByRole('button', { name: 'Publish review' })
    await user.click(submit)
    await user.click(screen.getByRole('button', { name: 'Publishing…' }))
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Publishing…' }).disabled).toBe(true)

    answer.open()
    await waitFor(() =>
      expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Your review' }).value).toBe(''),
    )
    expect(backend.callsTo('post', '/cards/{slug}/comments/add')).toHaveLength(1)
    const comments = (await (
      await backend.fetch('http://localhost/api/cards/skinnest/comments')
    ).json()) as Schemas['CommentPage']
    expect(comments.data[0]).toMatchObject({
      evaluation: 4,
      text: 'Works, the bonus came in an hour.',
      user: { steam_name: 'RegularRaider' },
    })
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '4 stars' }).checked).toBe(false)
    expect(queryClient.getQueryState(['cards', 'detail', 'skinnest'])?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(commentsKeys.list('cards', 'skinnest'))?.isInvalidated).toBe(true)
    // Only the rating's own query, not everything under the card's key.
    expect(queryClient.getQueryState(['cards', 'detail', 'skinnest', 'similar'])?.isInvalidated).toBe(false)
    expect(services.toasts.getSnapshot().map((toast) => toast.text)).toContain('Thank you! Your review is published.')
  })
})
