import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithApp } from '@testing/render/render-with-app'
import { useAppForm } from './form-kit'

function RatingForm({ onSubmit }: { onSubmit: (mark: number | null) => void }) {
  const form = useAppForm({
    defaultValues: { mark: null as number | null },
    onSubmit: ({ value }) => onSubmit(value.mark),
  })
  return (
    <form.AppForm>
      <form.Form aria-label="Rate">
        <form.AppField name="mark">{(field) => <field.StarRatingField legend="Your rating" max={5} />}</form.AppField>
        <form.SubmitButton>Send</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}

describe('StarRatingField', () => {
  it('is a group of native radios named by their stars, whose choice is the number', async () => {
    let sent: number | null | undefined
    await renderWithApp(<RatingForm onSubmit={(mark) => (sent = mark)} />)
    const user = userEvent.setup()
    expect(screen.getByRole('group', { name: 'Your rating' })).toBeTruthy()
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ])
    await user.click(screen.getByRole('radio', { name: '2 stars' }))
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await vi.waitFor(() => expect(sent).toBe(2))
  })
})
