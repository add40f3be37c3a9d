import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { useFieldStoryForm } from '@testing/stories/use-field-story-form'
import { withFrame } from '@testing/stories/with-frame'
import type { RadioGroupFieldProps } from './radio-group-field'

interface DemoProps extends RadioGroupFieldProps {
  value: number | null
  error?: string
}

function Demo({ value, error, ...props }: DemoProps) {
  const form = useFieldStoryForm(value, error)
  return (
    <form.AppForm>
      <form.Form>
        <form.AppField name="value">{(field) => <field.RadioGroupField {...props} />}</form.AppField>
      </form.Form>
    </form.AppForm>
  )
}

const marks = [1, 2, 3, 4, 5].map((mark) => ({ value: mark, label: `${mark} out of 5` }))

const meta = {
  component: Demo,
  decorators: [withFrame(560)],
  args: { legend: 'Your rating', options: marks, inline: true, value: null },
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

/** A fieldset named by its legend; the chosen option is the field's value. */
export const Inline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('group', { name: 'Your rating' })).toBeVisible()
    await userEvent.click(canvas.getByRole('radio', { name: '4 out of 5' }))
    await expect(canvas.getByRole('radio', { name: '4 out of 5' })).toBeChecked()
  },
}

export const Stacked: Story = {
  args: {
    legend: 'Order',
    inline: false,
    value: 2,
    options: [
      { value: 1, label: 'Cheapest first' },
      { value: 2, label: 'Most expensive first' },
    ],
  },
}

export const WithHint: Story = {
  args: { hint: 'Your mark counts in the rating of the site.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Your rating' })).toHaveAccessibleDescription(
      'Your mark counts in the rating of the site.',
    )
  },
}

/** One error for the whole group, under the options and linked to the group. */
export const WithError: Story = {
  args: { error: 'Choose a rating from 1 to 5.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const group = canvas.getByRole('group', { name: 'Your rating' })
    await expect(group).toHaveAttribute('aria-invalid', 'true')
    await expect(group).toHaveAccessibleDescription('Choose a rating from 1 to 5.')
    await userEvent.click(canvas.getByRole('radio', { name: '3 out of 5' }))
    await expect(group).not.toHaveAttribute('aria-invalid')
  },
}

export const ReadOnly: Story = {
  args: { value: 4, readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('radiogroup', { name: 'Your rating' })).toHaveAttribute('aria-readonly', 'true')
    await userEvent.click(canvas.getByRole('radio', { name: '2 out of 5' }))
    await expect(canvas.getByRole('radio', { name: '4 out of 5' })).toBeChecked()
  },
}

export const LongText: Story = {
  args: {
    legend: 'How quickly did the site send you the skin after you completed every task of the free case?',
    inline: false,
    options: [
      { value: 1, label: 'Within ten minutes, without writing to the support and without any additional checks' },
      { value: 2, label: 'Within a day, after the support checked my account by hand' },
    ],
    error:
      'Choose how quickly the skin came: the answer is shown next to your review so other visitors know what to expect.',
  },
}

export const Russian: Story = {
  globals: { locale: 'ru' },
  args: {
    legend: 'Ваша оценка',
    options: [1, 2, 3, 4, 5].map((mark) => ({ value: mark, label: `${mark} из 5` })),
    error: 'Выберите оценку от 1 до 5.',
  },
}
