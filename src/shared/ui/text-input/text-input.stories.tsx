import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { TextInput } from './text-input'

const meta = {
  component: TextInput,
  args: { label: 'Trade link', name: 'tradelink' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextInput>

export default meta
// The props are a union by `type`, so stories are typed by the component rather than by `meta`.
type Story = StoryObj<typeof TextInput>

export const Text: Story = {
  args: { placeholder: 'https://steamcommunity.com/tradeoffer/new/?partner=…' },
}

export const WithHint: Story = {
  args: { hint: 'Find it in your Steam inventory privacy settings.', defaultValue: '' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Trade link' })
    await expect(field).toHaveAccessibleDescription('Find it in your Steam inventory privacy settings.')
  },
}

export const WithError: Story = {
  args: { defaultValue: 'https://example.com', error: 'The trade link must have partner and token parameters.' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Trade link' })
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription('The trade link must have partner and token parameters.')
  },
}

export const ReadOnly: Story = {
  args: { label: 'Your referral code', name: 'code', defaultValue: 'DMITRY17', readOnly: true },
}

export const Textarea: Story = {
  args: {
    type: 'textarea',
    label: 'Comment',
    name: 'text',
    placeholder: 'What did you like?',
    hint: '3 to 1000 characters.',
  },
}

export const NumberField: Story = {
  args: { type: 'number', label: 'Max price', name: 'price_to', defaultValue: 10, min: 0 },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('spinbutton', { name: 'Max price' })
    await expect(field).toHaveAttribute('step', '1')
    await expect(field).toHaveValue(10)
  },
}

export const Checkbox: Story = {
  args: { type: 'checkbox', label: 'Only items in stock', name: 'exists', defaultChecked: true },
}

export const ReadOnlyCheckbox: Story = {
  args: { type: 'checkbox', label: 'Steam account verified', name: 'verified', defaultChecked: true, readOnly: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Steam account verified' })
    await userEvent.click(box)
    await expect(box).toBeChecked()
  },
}

export const Radio: Story = {
  args: { type: 'radio', label: 'Ascending price', name: 'sort', value: 'price_asc' },
}

export const Select: Story = {
  args: {
    type: 'select',
    label: 'Game',
    name: 'game',
    defaultValue: 'rust',
    hint: 'Rarities depend on the game.',
    children: [
      <option key="" value="">
        All games
      </option>,
      <option key="cs2" value="cs2">
        CS2
      </option>,
      <option key="rust" value="rust">
        Rust
      </option>,
    ],
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Game' })
    await expect(select).toHaveValue('rust')
    await expect(select).toHaveAccessibleDescription('Rarities depend on the game.')
  },
}

/** Every type together, as a form would use them. */
export const AllVariants: Story = {
  render: () => (
    <form style={{ display: 'grid', gap: 18 }} onSubmit={(event) => event.preventDefault()}>
      <TextInput label="Name" name="name" defaultValue="RegularRaider" />
      <TextInput label="Trade link" name="tradelink" error="Invalid trade link." defaultValue="nope" />
      <TextInput type="textarea" label="Comment" name="text" hint="3 to 1000 characters." />
      <TextInput type="number" label="Amount" name="amount" defaultValue={5} />
      <TextInput type="select" label="Order" name="order" error="Choose an order.">
        <option value="">Default</option>
        <option value="price_asc">Cheapest first</option>
      </TextInput>
      <TextInput type="checkbox" label="Remember me" name="remember" />
      <fieldset style={{ display: 'grid', gap: 8, border: 0, padding: 0, margin: 0 }}>
        <legend style={{ fontWeight: 600, marginBottom: 8 }}>Sort</legend>
        <TextInput type="radio" label="Cheapest first" name="sort" value="asc" defaultChecked />
        <TextInput type="radio" label="Most expensive first" name="sort" value="desc" />
      </fieldset>
      <TextInput label="Referral code" name="code" defaultValue="DMITRY17" readOnly hint="Read-only" />
    </form>
  ),
}
