import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { useFieldStoryForm } from '@testing/stories/use-field-story-form'
import { withFrame } from '@testing/stories/with-frame'
import type { NumberFieldProps } from './number-field'

interface DemoProps extends NumberFieldProps {
  value: number | string | null
  error?: string
}

function Demo({ value, error, ...props }: DemoProps) {
  const form = useFieldStoryForm(value, error)
  return (
    <form.AppForm>
      <form.Form>
        <form.AppField name="value">{(field) => <field.NumberField {...props} />}</form.AppField>
        <form.Subscribe selector={(state) => state.values.value}>
          {(current) => <output aria-label="Value">{JSON.stringify(current)}</output>}
        </form.Subscribe>
      </form.Form>
    </form.AppForm>
  )
}

const meta = {
  component: Demo,
  decorators: [withFrame(320)],
  args: { label: 'Price', value: null, min: 0 },
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

/** Step 1 by default; the value is a number, or null while the field is empty. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const field = canvas.getByRole('spinbutton', { name: 'Price' })
    await expect(field).toHaveAttribute('step', '1')
    await userEvent.type(field, '42')
    await expect(canvas.getByLabelText('Value')).toHaveTextContent('42')
    await userEvent.clear(field)
    await expect(canvas.getByLabelText('Value')).toHaveTextContent('null')
  },
}

/** A form that parses the text itself (the shop's price filters) holds a string and gets the text. */
export const KeepsText: Story = {
  args: { label: 'Price from', value: '', step: 0.01 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Price from' }), '12.5')
    await expect(canvas.getByLabelText('Value')).toHaveTextContent('"12.5"')
  },
}

export const WithHint: Story = {
  args: { value: 250, hint: 'In coins; the shop rounds it to cents.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('spinbutton', { name: 'Price' })).toHaveAccessibleDescription(
      'In coins; the shop rounds it to cents.',
    )
  },
}

export const WithError: Story = {
  args: { value: -3, error: 'The price must be positive.' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('spinbutton', { name: 'Price' })
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription('The price must be positive.')
  },
}

export const ReadOnly: Story = {
  args: { label: 'Balance', value: 1250, readOnly: true },
}

export const LongText: Story = {
  args: {
    label: 'The most a visitor may pay for one item of this case in coins, before any discount of the promocode',
    value: 100000000,
    error:
      'The price is higher than any item in the shop: at most 100 000 coins, and the step of the price is one coin.',
  },
}

export const Russian: Story = {
  globals: { locale: 'ru' },
  args: { label: 'Цена', value: 5, error: 'Цена должна быть положительной.' },
}
