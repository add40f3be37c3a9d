import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { ApiError } from '~/api/api-error'
import { withFrame } from '@testing/stories/with-frame'
import { FieldHarness } from '../../test-harness/field-harness'

function Harness({
  lines,
  readOnly = false,
  failWith,
}: {
  lines: string[]
  readOnly?: boolean
  failWith?: Record<string, string[]>
}) {
  return (
    <FieldHarness
      defaultValues={{ newRewards: lines }}
      onSubmit={() => {
        if (failWith) throw new ApiError({ kind: 'fields', status: 422, fields: failWith })
      }}
    >
      {(form) => (
        <form.AppField name="newRewards">
          {(field) => (
            <field.LinesField
              label="Keys or codes to add"
              hint="One per line; they join the pool when you save."
              readOnly={readOnly}
            />
          )}
        </form.AppField>
      )}
    </FieldHarness>
  )
}

const meta = {
  component: Harness,
  decorators: [withFrame(700)],
  args: { lines: [] },
  globals: { locale: 'en' },
} satisfies Meta<typeof Harness>

export default meta
type Story = StoryObj<typeof meta>

const textarea = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Keys or codes to add' })

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(textarea(canvasElement)).toHaveValue('')
    await expect(textarea(canvasElement)).toHaveAccessibleDescription('One per line; they join the pool when you save.')
  },
}

/** Pasted keys, one per line; leaving the field tidies them. */
export const Filled: Story = {
  args: { lines: ['AB12C-DE34F-GH56I', 'JK78L-MN90O-PQ12R'] },
  play: async ({ canvasElement }) => {
    const field = textarea(canvasElement)
    await expect(field).toHaveValue('AB12C-DE34F-GH56I\nJK78L-MN90O-PQ12R')
    await userEvent.type(field, '{Enter}{Enter}  ST34U-VW56X  ')
    await userEvent.tab()
    await expect(field).toHaveValue('AB12C-DE34F-GH56I\nJK78L-MN90O-PQ12R\nST34U-VW56X')
  },
}

/** The server refused some keys: each message with its line. */
export const ServerErrors: Story = {
  args: {
    lines: ['AB12C-DE34F-GH56I', 'AB12C-DE34F-GH56I', 'JK78L-MN90O-PQ12R'],
    failWith: {
      'newRewards.1': ['This key or code is already in the list above.'],
      'newRewards.2': ['This key or code is already in the giveaway.'],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }))
    const field = textarea(canvasElement)
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'))
    await expect(field).toHaveAccessibleDescription(
      'One per line; they join the pool when you save. Some lines were refused. Line 2: This key or code is already in the list above. Line 3: This key or code is already in the giveaway.',
    )
  },
}

export const ReadOnly: Story = {
  args: { lines: ['AB12C-DE34F-GH56I'], readOnly: true },
  play: async ({ canvasElement }) => {
    await expect(textarea(canvasElement)).toHaveAttribute('readonly')
  },
}

/** A key longer than the field wraps; the page does not scroll sideways. */
export const LongText: Story = {
  args: {
    lines: [
      'A-VERY-LONG-PROMOCODE-THAT-A-PARTNER-SENT-WITHOUT-ANY-BREAKS-AT-ALL-0123456789-ABCDEFGHIJKLMNOPQRSTUVWXYZ',
    ],
    failWith: {
      'newRewards.0': [
        'At most 200 characters. Это сообщение тоже длинное, чтобы проверить перенос строк в списке ошибок под полем.',
      ],
    },
  },
  decorators: [withFrame(375)],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(textarea(canvasElement)).toHaveAttribute('aria-invalid', 'true'))
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1)
  },
}

export const Russian: Story = {
  args: { lines: ['AB12C'], failWith: { 'newRewards.0': ['Такой ключ или код уже есть в этой раздаче.'] } },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }))
    await expect(
      await within(canvasElement).findByText(
        'Некоторые строки не приняты. Строка 1: Такой ключ или код уже есть в этой раздаче.',
      ),
    ).toBeVisible()
  },
}
