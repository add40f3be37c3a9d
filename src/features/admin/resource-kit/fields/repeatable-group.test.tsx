import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ApiError } from '~/api/api-error'
import { renderWithApp } from '@testing/render/render-with-app'
import { FieldHarness } from '../../test-harness/field-harness'

interface Item {
  id?: number
  code: string
}

async function renderGroup(items: Item[], failWith?: Record<string, string[]>) {
  const submitted: Item[][] = []
  await renderWithApp(
    <FieldHarness<{ items: Item[] }>
      defaultValues={{ items }}
      onSubmit={(values) => {
        submitted.push(values.items)
        if (failWith) throw new ApiError({ kind: 'fields', status: 422, fields: failWith })
      }}
    >
      {(form) => (
        <form.AppField name="items" mode="array">
          {(field) => (
            <field.RepeatableGroup
              legend="Codes"
              itemLabel={(i) => `Code ${i + 1}`}
              addLabel="Add a code"
              emptyText="No codes."
              newItem={() => ({ code: '' })}
            >
              {(index) => (
                <form.AppField name={`items[${index}].code`}>{(code) => <code.TextField label="Code" />}</form.AppField>
              )}
            </field.RepeatableGroup>
          )}
        </form.AppField>
      )}
    </FieldHarness>,
  )
  const group = within(screen.getByRole('group', { name: 'Codes' }))
  const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }))
  return { group, submitted, submit }
}

const codeOf = (n: number) =>
  within(screen.getByRole('group', { name: `Code ${n}` })).getByRole('textbox', { name: 'Code' })

describe('RepeatableGroup', () => {
  it('adds an item with the new-item value and submits the list in order', async () => {
    const { group, submitted, submit } = await renderGroup([{ id: 7, code: 'OLD' }])
    await userEvent.click(group.getByRole('button', { name: 'Add a code' }))
    await userEvent.type(codeOf(2), 'NEW')
    await submit()
    await waitFor(() => expect(submitted).toEqual([[{ id: 7, code: 'OLD' }, { code: 'NEW' }]]))
  })

  it('removes the chosen item; the ones after it move up with their values', async () => {
    const { group, submitted, submit } = await renderGroup([
      { id: 1, code: 'A' },
      { id: 2, code: 'B' },
      { id: 3, code: 'C' },
    ])
    await userEvent.click(group.getByRole('button', { name: 'Remove Code 2' }))
    expect(codeOf(2)).toHaveProperty('value', 'C')
    expect(group.queryByRole('group', { name: 'Code 3' })).toBeNull()
    await submit()
    await waitFor(() =>
      expect(submitted).toEqual([
        [
          { id: 1, code: 'A' },
          { id: 3, code: 'C' },
        ],
      ]),
    )
  })

  it('shows the empty state when the last item goes', async () => {
    const { group } = await renderGroup([{ code: 'A' }])
    expect(group.queryByText('No codes.')).toBeNull()
    await userEvent.click(group.getByRole('button', { name: 'Remove Code 1' }))
    expect(group.getByText('No codes.')).toBeTruthy()
  })

  it('puts a nested 422 message (items.1.code) on that item only', async () => {
    const { submit } = await renderGroup([{ code: 'A' }, { code: 'a' }], { 'items.1.code': ['Listed twice.'] })
    await submit()
    await waitFor(() => expect(codeOf(2).getAttribute('aria-invalid')).toBe('true'))
    expect(screen.getByText('Listed twice.')).toBeTruthy()
    expect(codeOf(1).getAttribute('aria-invalid')).toBeNull()
  })
})
