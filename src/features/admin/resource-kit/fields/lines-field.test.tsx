import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ApiError } from '~/api/api-error'
import { renderWithApp } from '@testing/render/render-with-app'
import { FieldHarness } from '../../test-harness/field-harness'

async function renderLines(failWith?: Record<string, string[]>) {
  const submitted: string[][] = []
  await renderWithApp(
    <FieldHarness
      defaultValues={{ newRewards: [] as string[] }}
      onSubmit={(values) => {
        submitted.push(values.newRewards)
        if (failWith) throw new ApiError({ kind: 'fields', status: 422, fields: failWith })
      }}
    >
      {(form) => <form.AppField name="newRewards">{(field) => <field.LinesField label="Keys to add" />}</form.AppField>}
    </FieldHarness>,
  )
  const textarea = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Keys to add' })
  const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }))
  return { textarea, submit, submitted }
}

describe('LinesField', () => {
  it('sends one item per line, trimmed, without the empty ones', async () => {
    const { textarea, submit, submitted } = await renderLines()
    await userEvent.type(textarea, '  AAA-1 {Enter}{Enter}BBB-2{Enter}')
    await submit()
    await waitFor(() => expect(submitted).toEqual([['AAA-1', 'BBB-2']]))
    expect(textarea.value).toBe('AAA-1\nBBB-2')
  })

  it("says the server's message about an item with its line, not in the form's alert", async () => {
    const { textarea, submit } = await renderLines({ 'newRewards.1': ['This key or code is already in the giveaway.'] })
    await userEvent.type(textarea, 'AAA-1{Enter}BBB-2{Enter}CCC-3')
    await submit()
    await waitFor(() =>
      expect(
        screen.getByText('Some lines were refused. Line 2: This key or code is already in the giveaway.'),
      ).toBeTruthy(),
    )
    expect(textarea.getAttribute('aria-invalid')).toBe('true')
    expect(textarea.getAttribute('aria-describedby')).toContain(screen.getByText(/^Some lines were refused/).id)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('clears those messages once the lines are edited', async () => {
    const { textarea, submit } = await renderLines({
      'newRewards.0': ['This field is required.'],
      newRewards: ['From 0 to 1000 items.'],
    })
    await userEvent.type(textarea, 'AAA-1')
    await submit()
    await waitFor(() =>
      expect(
        screen.getByText('From 0 to 1000 items. Some lines were refused. Line 1: This field is required.'),
      ).toBeTruthy(),
    )
    await userEvent.type(textarea, '2')
    expect(screen.queryByText(/Line 1:/)).toBeNull()
    expect(screen.queryByText(/From 0 to 1000 items\./)).toBeNull()
    expect(textarea.getAttribute('aria-invalid')).toBeNull()
  })
})
