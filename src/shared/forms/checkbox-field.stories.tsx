import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { useFieldStoryForm } from '@testing/stories/use-field-story-form'
import { withFrame } from '@testing/stories/with-frame'
import type { CheckboxFieldProps } from './checkbox-field'

interface DemoProps extends CheckboxFieldProps {
  value: boolean
  error?: string
}

function Demo({ value, error, ...props }: DemoProps) {
  const form = useFieldStoryForm(value, error)
  return (
    <form.AppForm>
      <form.Form>
        <form.AppField name="value">{(field) => <field.CheckboxField {...props} />}</form.AppField>
      </form.Form>
    </form.AppForm>
  )
}

const meta = {
  component: Demo,
  decorators: [withFrame(420)],
  args: { label: 'Only items in stock', value: false },
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const Unchecked: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Only items in stock' })
    await userEvent.click(box)
    await expect(box).toBeChecked()
  },
}

export const WithHint: Story = {
  args: { value: true, hint: 'Items that are out of stock are hidden from the list.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'Only items in stock' }),
    ).toHaveAccessibleDescription('Items that are out of stock are hidden from the list.')
  },
}

export const WithError: Story = {
  args: { label: 'I accept the rules of the giveaway', error: 'Accept the rules to take part.' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'I accept the rules of the giveaway' })
    await expect(box).toHaveAttribute('aria-invalid', 'true')
    await userEvent.click(box)
    await expect(box).not.toHaveAttribute('aria-invalid')
  },
}

export const ReadOnly: Story = {
  args: { label: 'Steam account verified', value: true, readOnly: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Steam account verified' })
    await userEvent.click(box)
    await expect(box).toBeChecked()
  },
}

export const LongText: Story = {
  args: {
    label: 'Send me a message in the messenger bot whenever a new free case, giveaway or promocode appears on the site',
    error:
      'The messenger bot is not linked yet: link it in your profile first, then come back to turn the messages on.',
  },
}

export const Russian: Story = {
  globals: { locale: 'ru' },
  args: { label: 'Только товары в наличии', value: true },
}
