import { describe, expect, it } from 'vitest'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MutationCache, QueryClient, useMutation } from '@tanstack/react-query'
import { ApiError, isApiError, type ApiProblem } from '~/api/api-error'
import { renderWithApp } from '@testing/render/render-with-app'
import { useAppForm } from './form-kit'

interface Values {
  name: string
  title: { ru: string; en: string }
  items: Array<{ price: number | null }>
  mark: number | null
}

const defaultValues: Values = { name: '', title: { ru: '', en: '' }, items: [{ price: 5 }, { price: 7 }], mark: null }

type Send = (values: Values) => Promise<void>

/**
 * A form with every shape the admin editors need: a top-level field, a localized `{ru, en}`
 * object and an array of items, plus a radio group with a check of the form's own.
 */
function EditorForm({ send }: { send: Send }) {
  const mutation = useMutation({ mutationFn: send })
  const form = useAppForm({
    defaultValues,
    onSubmit: async ({ value }) => {
      await mutation.mutateAsync(value)
    },
  })
  return (
    <form.AppForm>
      <form.Form aria-label="Editor">
        <form.AppField name="name">{(field) => <field.TextField label="Name" />}</form.AppField>
        <form.AppField name="title.ru">{(field) => <field.TextField label="Title in Russian" />}</form.AppField>
        <form.AppField name="title.en">{(field) => <field.TextField label="Title in English" />}</form.AppField>
        <form.AppField name="items" mode="array">
          {(items) => (
            <>
              {items.state.value.map((_, index) => (
                <form.AppField key={index} name={`items[${index}].price`}>
                  {(field) => <field.NumberField label={`Price of item ${index + 1}`} />}
                </form.AppField>
              ))}
              <button type="button" onClick={() => items.pushValue({ price: null })}>
                Add an item
              </button>
            </>
          )}
        </form.AppField>
        <form.AppField
          name="mark"
          validators={{ onSubmit: ({ value }) => (value === null ? 'Choose a mark.' : undefined) }}
        >
          {(field) => (
            <field.RadioGroupField
              legend="Mark"
              inline
              options={[1, 2, 3].map((mark) => ({ value: mark, label: `${mark} of 3` }))}
            />
          )}
        </form.AppField>
        <form.SubmitButton busyLabel="Saving…">Save</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}

/** The app's query client toasts a mutation's `error` text (src/app/query-client.ts); so does this one. */
function clientThatToastsMessages(toasts: { show: (text: string, type: 'error') => number }) {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isApiError(error) && error.problem.kind === 'message') toasts.show(error.problem.message, 'error')
      },
    }),
  })
}

async function renderEditor(send: Send) {
  const view = await renderWithApp(<EditorForm send={send} />, {
    queryClient: ({ toasts }) => clientThatToastsMessages(toasts),
  })
  return { ...view, user: userEvent.setup() }
}

const failWith =
  (problem: ApiProblem): Send =>
  () =>
    Promise.reject(new ApiError(problem))

/** A request that ends only when the test says so. */
function deferred() {
  let resolve: () => void = () => {}
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve }
}

/** The texts an element points at with aria-describedby, as a screen reader reads them. */
function description(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? []
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')
}

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name })
const price = (index: number) => screen.getByRole<HTMLInputElement>('spinbutton', { name: `Price of item ${index}` })

async function fillAndSave(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Name'), 'AK-47 | Redline')
  await user.type(field('Title in Russian'), 'Красная линия')
  await user.click(screen.getByRole('radio', { name: '2 of 3' }))
  await user.click(screen.getByRole('button', { name: 'Save' }))
}

describe('the form kit', () => {
  it('blocks a second submit while the first runs, even within the same tick, and shows the button busy', async () => {
    const answer = deferred()
    const sent: Values[] = []
    const { user } = await renderEditor((values) => {
      sent.push(values)
      return answer.promise
    })
    await user.type(field('Name'), 'AK-47')
    await user.click(screen.getByRole('radio', { name: '1 of 3' }))

    const form = screen.getByRole('form', { name: 'Editor' })
    // Two submits before React renders again: a disabled button alone would not stop the second.
    act(() => {
      fireEvent.submit(form)
      fireEvent.submit(form)
    })
    const busy = await screen.findByRole<HTMLButtonElement>('button', { name: 'Saving…' })
    expect(busy.disabled).toBe(true)
    expect(busy.getAttribute('aria-busy')).toBe('true')
    fireEvent.submit(form)
    await waitFor(() => expect(sent).toHaveLength(1))

    await act(async () => {
      answer.resolve()
      await answer.promise
    })
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(false))
    expect(sent).toEqual([{ ...defaultValues, name: 'AK-47', mark: 1 }])

    // Once the first has ended, the form can be sent again.
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(sent).toHaveLength(2))
  })

  it('puts 422 messages on top-level, nested and array fields, and the others in the alert; values stay', async () => {
    const { user } = await renderEditor(
      failWith({
        kind: 'fields',
        status: 422,
        fields: {
          name: ['The name is taken.'],
          'title.ru': ['Too short.', 'Use Cyrillic letters.'],
          'items.1.price': ['The price must be positive.'],
          'items.4.price': ['There is no fifth item.'],
          slug: ['The slug is taken.'],
        },
      }),
    )
    await fillAndSave(user)

    await waitFor(() => expect(field('Name').getAttribute('aria-invalid')).toBe('true'))
    expect(description(field('Name'))).toBe('The name is taken.')
    // Several messages for one field read as one.
    expect(description(field('Title in Russian'))).toBe('Too short. Use Cyrillic letters.')
    expect(field('Title in English').getAttribute('aria-invalid')).toBeNull()
    expect(price(2).getAttribute('aria-invalid')).toBe('true')
    expect(description(price(2))).toBe('The price must be positive.')
    expect(price(1).getAttribute('aria-invalid')).toBeNull()

    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('There is no fifth item.')
    expect(alert.textContent).toContain('The slug is taken.')
    expect(alert.textContent).not.toContain('The name is taken.')

    expect(field('Name').value).toBe('AK-47 | Redline')
    expect(field('Title in Russian').value).toBe('Красная линия')
    expect(price(2).value).toBe('7')
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '2 of 3' }).checked).toBe(true)
  })

  it('clears a field error when that field is edited, and keeps the others', async () => {
    const { user } = await renderEditor(
      failWith({ kind: 'fields', status: 422, fields: { 'title.ru': ['Too short.'], 'items.0.price': ['Too low.'] } }),
    )
    await fillAndSave(user)
    await waitFor(() => expect(field('Title in Russian').getAttribute('aria-invalid')).toBe('true'))

    await user.type(field('Title in Russian'), '!')
    expect(field('Title in Russian').getAttribute('aria-invalid')).toBeNull()
    expect(screen.queryByText('Too short.')).toBeNull()
    expect(price(1).getAttribute('aria-invalid')).toBe('true')
  })

  it('lands a 422 message on an item added after the form was filled', async () => {
    const { user } = await renderEditor(
      failWith({ kind: 'fields', status: 422, fields: { 'items.2.price': ['Set a price.'] } }),
    )
    await user.click(screen.getByRole('button', { name: 'Add an item' }))
    await fillAndSave(user)
    await waitFor(() => expect(price(3).getAttribute('aria-invalid')).toBe('true'))
    expect(description(price(3))).toBe('Set a price.')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('moves focus to the first invalid field after a failed submit', async () => {
    const { user } = await renderEditor(
      failWith({ kind: 'fields', status: 422, fields: { 'items.0.price': ['Too low.'], 'title.en': ['Required.'] } }),
    )
    await fillAndSave(user)
    await waitFor(() => expect(document.activeElement).toBe(field('Title in English')))
  })

  it("moves focus to the radio group when the form's own check refuses the submit, and sends nothing", async () => {
    const sent: Values[] = []
    const { user } = await renderEditor((values) => {
      sent.push(values)
      return Promise.resolve()
    })
    await user.click(screen.getByRole('button', { name: 'Save' }))

    const group = screen.getByRole('group', { name: 'Mark' })
    await waitFor(() => expect(group.getAttribute('aria-invalid')).toBe('true'))
    expect(description(group)).toBe('Choose a mark.')
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '1 of 3' }))
    expect(sent).toHaveLength(0)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it("leaves an `error` text to the query client's toast: shown once, not on the form", async () => {
    const { user, services } = await renderEditor(
      failWith({ kind: 'message', status: 400, message: 'Editing is closed today.' }),
    )
    await fillAndSave(user)

    await waitFor(() => expect(services.toasts.getSnapshot()).toHaveLength(1))
    expect(services.toasts.getSnapshot()[0]).toMatchObject({ text: 'Editing is closed today.', type: 'error' })
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByText('Editing is closed today.')).toBeNull()
    expect(document.querySelector('[aria-invalid="true"]')).toBeNull()
    expect(field('Name').value).toBe('AK-47 | Redline')
  })

  it('says a network failure can be retried, keeps the values, and a retry goes through', async () => {
    let calls = 0
    const { user, services } = await renderEditor(() => {
      calls += 1
      return calls === 1 ? Promise.reject(new ApiError({ kind: 'network', status: 0 })) : Promise.resolve()
    })
    await fillAndSave(user)

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe(
      'The request did not reach the server. Check your connection and submit again: what you entered is kept.',
    )
    expect(field('Name').value).toBe('AK-47 | Redline')
    expect(services.toasts.getSnapshot()).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(calls).toBe(2))
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
  })

  it('says so when a request fails with a bare status', async () => {
    const { user } = await renderEditor(failWith({ kind: 'status', status: 503 }))
    await fillAndSave(user)
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again.')
  })
})
