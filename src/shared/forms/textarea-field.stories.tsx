import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { useFieldStoryForm } from '@testing/stories/use-field-story-form'
import { withFrame } from '@testing/stories/with-frame'
import type { TextareaFieldProps } from './textarea-field'

interface DemoProps extends TextareaFieldProps {
  value: string
  error?: string
}

function Demo({ value, error, ...props }: DemoProps) {
  const form = useFieldStoryForm(value, error)
  return (
    <form.AppForm>
      <form.Form>
        <form.AppField name="value">{(field) => <field.TextareaField {...props} />}</form.AppField>
      </form.Form>
    </form.AppForm>
  )
}

const meta = {
  component: Demo,
  decorators: [withFrame(560)],
  args: { label: 'Your review', value: '' },
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  args: { placeholder: 'What did you like?' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Your review' })
    await userEvent.type(field, 'Fast and fair.')
    await expect(field).toHaveValue('Fast and fair.')
  },
}

export const WithHint: Story = {
  args: { hint: 'What did you get, and how quickly?' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Your review' })).toHaveAccessibleDescription(
      'What did you get, and how quickly?',
    )
  },
}

export const WithError: Story = {
  args: { value: 'ok', error: 'The text must be at least 3 characters.' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Your review' })
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription('The text must be at least 3 characters.')
  },
}

export const ReadOnly: Story = {
  args: { label: 'Your published review', value: 'The bonus came within ten minutes.', readOnly: true },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Your published review' })
    await userEvent.type(field, 'X')
    await expect(field).toHaveValue('The bonus came within ten minutes.')
  },
}

export const LongText: Story = {
  args: {
    label: 'Tell other visitors what you got from this site, how long it took and whether the support answered you',
    value: 'A'.repeat(120) + ' ' + 'The bonus came after two days. '.repeat(12),
    error:
      'The review is too long: it may have at most 1000 characters, and links to other sites are not allowed in reviews.',
  },
}

export const Russian: Story = {
  globals: { locale: 'ru' },
  args: { label: 'Ваш отзыв', hint: 'Что вы получили и как быстро?', error: 'Текст должен быть не короче 3 символов.' },
}
