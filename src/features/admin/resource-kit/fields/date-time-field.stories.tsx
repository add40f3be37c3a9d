import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test'
import { ApiError } from '~/api/api-error'
import { withFrame } from '@testing/stories/with-frame'
import { FieldHarness } from '../../test-harness/field-harness'

interface HarnessProps {
  value: string | null
  label?: string
  readOnly?: boolean
  failWith?: string
  onSubmit?: (value: string | null) => void
}

function Harness({ value, label = 'Valid until', readOnly, failWith, onSubmit }: HarnessProps) {
  return (
    <FieldHarness<{ validUntil: string | null }>
      defaultValues={{ validUntil: value }}
      onSubmit={(values) => {
        onSubmit?.(values.validUntil)
        if (failWith) throw new ApiError({ kind: 'fields', status: 422, fields: { validUntil: [failWith] } })
      }}
    >
      {(form) => (
        <form.AppField name="validUntil">
          {(field) => <field.DateTimeField label={label} readOnly={readOnly} />}
        </form.AppField>
      )}
    </FieldHarness>
  )
}

const meta = {
  component: Harness,
  decorators: [withFrame(420)],
  args: { value: '2025-06-30T21:00:00.000Z' },
  globals: { locale: 'en' },
} satisfies Meta<typeof Harness>

export default meta
type Story = StoryObj<typeof meta>

const input = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText('Valid until (UTC)')

/** A moment from the API shown in UTC, whatever the browser's time zone; the hint says so. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveValue('2025-06-30T21:00')
    await expect(input(canvasElement)).toHaveAccessibleDescription(expect.stringContaining('In UTC'))
  },
}

/** Empty is null; a moment entered is sent as an ISO UTC string. */
export const Empty: Story = {
  args: { value: null, onSubmit: fn() },
  play: async ({ args, canvasElement }) => {
    await expect(input(canvasElement)).toHaveValue('')
    await fireEvent.change(input(canvasElement), { target: { value: '2025-12-31T23:59' } })
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith('2025-12-31T23:59:00.000Z'))
  },
}

export const ServerError: Story = {
  args: { failWith: 'A date and time in ISO 8601 format.' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(input(canvasElement)).toHaveAttribute('aria-invalid', 'true'))
    await expect(input(canvasElement)).toHaveAccessibleDescription(
      expect.stringContaining('A date and time in ISO 8601 format.'),
    )
  },
}

export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveAttribute('readonly')
  },
}

export const LongLabel: Story = {
  decorators: [withFrame(375)],
  args: { label: 'The last moment this promocode can be activated on the partner site before it expires' },
}

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Valid until (UTC)')).toHaveAccessibleDescription(
      expect.stringContaining('UTC'),
    )
  },
}
