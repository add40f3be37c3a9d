import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { ApiError } from '~/api/api-error'
import { withFrame } from '@testing/stories/with-frame'
import { FieldHarness } from '../../test-harness/field-harness'
import { LocalizedTextField } from './localized-text-field'

interface Values {
  name: { ru: string; en: string }
}

function Harness({ multiline = false, failWith }: { multiline?: boolean; failWith?: Record<string, string[]> }) {
  return (
    <FieldHarness<Values>
      defaultValues={{ name: { ru: 'Кейсы CS2', en: '' } }}
      onSubmit={() => {
        if (failWith) throw new ApiError({ kind: 'fields', status: 422, fields: failWith })
      }}
    >
      {(form) => (
        <LocalizedTextField form={form} fields="name" label="Name" hint="Shown in the sidebar." multiline={multiline} />
      )}
    </FieldHarness>
  )
}

const meta = {
  component: Harness,
  decorators: [withFrame(1100)],
  globals: { locale: 'en' },
} satisfies Meta<typeof Harness>

export default meta
type Story = StoryObj<typeof meta>

/** A group named by its legend; each language is a field of its own, side by side from 900 px. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const group = within(within(canvasElement).getByRole('group', { name: 'Name' }))
    await expect(group.getByRole('textbox', { name: 'Name, Russian' })).toHaveValue('Кейсы CS2')
    await expect(group.getByRole('textbox', { name: 'Name, Russian' })).toHaveAttribute('lang', 'ru')
    await expect(group.getByRole('textbox', { name: 'Name, English' })).toHaveAttribute('lang', 'en')
    await expect(group.getByText('Shown in the sidebar.')).toBeVisible()
  },
}

export const Multiline: Story = {
  args: { multiline: true },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Name, English' })
    await expect(field.tagName).toBe('TEXTAREA')
  },
}

/** A 422 message for `name.en` is shown under the English field only. */
export const ServerError: Story = {
  args: { failWith: { 'name.en': ['This field is required.'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }))
    const english = canvas.getByRole('textbox', { name: 'Name, English' })
    await waitFor(() => expect(english).toHaveAccessibleDescription('This field is required.'))
    await expect(english).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByRole('textbox', { name: 'Name, Russian' })).not.toHaveAttribute('aria-invalid')
  },
}

export const Narrow: Story = { decorators: [withFrame(375)] }

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Name, Русский' })).toBeVisible()
    await expect(within(canvasElement).getByRole('textbox', { name: 'Name, Английский' })).toBeVisible()
  },
}
