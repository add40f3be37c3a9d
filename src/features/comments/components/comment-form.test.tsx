import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createFakeFetch } from '~/shared/testing/fake-fetch'
import { makeSignedInCore } from '~/shared/testing/fixtures'
import { renderWithApp } from '~/shared/testing/render-with-app'
import { CommentForm } from './comment-form'

/** The texts an element points at with aria-describedby, as a screen reader reads them. */
function description(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? []
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')
}

const comment = {
  id: 9,
  evaluation: 4,
  text: 'Works, the bonus came in an hour.',
  user: { id: 1, steam_name: 'Dmitry_K', steam_avatar: '', steam_id: '1' },
  createdAt: '2025-03-14T10:05:00.000Z',
}

/** An answer that arrives only when the test says so. */
function deferred() {
  let release: (response: Response) => void = () => {}
  const promise = new Promise<Response>((resolve) => (release = resolve))
  return { promise, release }
}

async function renderForm(fetch: typeof globalThis.fetch) {
  const view = await renderWithApp(<CommentForm target="cards" slug="skinbox" ratingQueryKeys={[['cards', 'detail', 'skinbox']]} />, {
    core: makeSignedInCore(),
    fetch,
  })
  return { ...view, user: userEvent.setup() }
}

describe('CommentForm', () => {
  it('shows the server validation messages on their fields', async () => {
    const fake = createFakeFetch({
      'POST /cards/skinbox/comments/add': () =>
        Response.json({ errors: { text: ['The text must be at least 3 characters.'], evaluation: ['The mark must be from 1 to 5.'] } }, { status: 422 }),
    })
    const { user } = await renderForm(fake.fetch)

    await user.click(screen.getByRole('radio', { name: '4 out of 5' }))
    await user.type(screen.getByRole('textbox', { name: 'Your review' }), 'ok')
    await user.click(screen.getByRole('button', { name: 'Publish review' }))

    const text = screen.getByRole('textbox', { name: 'Your review' })
    await waitFor(() => expect(text.getAttribute('aria-invalid')).toBe('true'))
    expect(description(text)).toContain('The text must be at least 3 characters.')
    const marks = screen.getByRole('group', { name: 'Your rating' })
    expect(marks.getAttribute('aria-invalid')).toBe('true')
    expect(description(marks)).toBe('The mark must be from 1 to 5.')

    const body = await fake.callsTo('POST /cards/skinbox/comments/add')[0]!.formData()
    expect(Object.fromEntries(body)).toEqual({ evaluation: '4', text: 'ok' })

    // Editing the field clears its message.
    await user.type(text, ' fine')
    expect(text.getAttribute('aria-invalid')).toBeNull()
  })

  it('does not send a review without a mark', async () => {
    const fake = createFakeFetch({})
    const { user } = await renderForm(fake.fetch)
    await user.type(screen.getByRole('textbox', { name: 'Your review' }), 'No mark given')
    await user.click(screen.getByRole('button', { name: 'Publish review' }))
    expect(description(screen.getByRole('group', { name: 'Your rating' }))).toBe('Choose a rating from 1 to 5.')
    expect(fake.requests).toHaveLength(0)
  })

  it('sends once while a submit is in flight, then resets and refreshes the reviews and the rating', async () => {
    const answer = deferred()
    const fake = createFakeFetch({ 'POST /cards/skinbox/comments/add': () => answer.promise })
    const { user, queryClient, services } = await renderForm(fake.fetch)
    queryClient.setQueryData(['cards', 'detail', 'skinbox'], { rating: 3 })
    queryClient.setQueryData(['cards', 'detail', 'skinbox', 'similar'], [])
    queryClient.setQueryData(['comments', 'cards', 'skinbox'], { pages: [], pageParams: [] })

    await user.click(screen.getByRole('radio', { name: '4 out of 5' }))
    await user.type(screen.getByRole('textbox', { name: 'Your review' }), comment.text)
    const submit = screen.getByRole('button', { name: 'Publish review' })
    await user.click(submit)
    await user.click(screen.getByRole('button', { name: 'Publishing…' }))
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Publishing…' }).disabled).toBe(true)

    answer.release(Response.json({ data: comment }, { status: 201 }))
    await waitFor(() => expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Your review' }).value).toBe(''))
    expect(fake.callsTo('POST /cards/skinbox/comments/add')).toHaveLength(1)
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '4 out of 5' }).checked).toBe(false)
    expect(queryClient.getQueryState(['cards', 'detail', 'skinbox'])?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(['comments', 'cards', 'skinbox'])?.isInvalidated).toBe(true)
    // Only the rating's own query, not everything under the card's key.
    expect(queryClient.getQueryState(['cards', 'detail', 'skinbox', 'similar'])?.isInvalidated).toBe(false)
    expect(services.toasts.getSnapshot().map((toast) => toast.text)).toContain('Thank you! Your review is published.')
  })
})
