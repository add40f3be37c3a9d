import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { useFieldStoryForm } from '@testing/stories/use-field-story-form'
import { withFrame } from '@testing/stories/with-frame'
import type { SelectFieldProps } from './select-field'

interface DemoProps extends SelectFieldProps {
  value: string
  error?: string
}

function Demo({ value, error, ...props }: DemoProps) {
  const form = useFieldStoryForm(value, error)
  return (
    <form.AppForm>
      <form.Form>
        <form.AppField name="value">{(field) => <field.SelectField {...props} />}</form.AppField>
      </form.Form>
    </form.AppForm>
  )
}

const games = [
  { value: '', label: 'All games' },
  { value: 'cs2', label: 'CS2' },
  { value: 'rust', label: 'Rust' },
  { value: 'dota2', label: 'Dota 2' },
]

/** HTML has no read-only select: a fixed choice is shown as a read-only text field instead. */
const meta = {
  component: Demo,
  decorators: [withFrame(320)],
  args: { label: 'Game', value: '', options: games },
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Game' })
    await userEvent.selectOptions(select, 'rust')
    await expect(select).toHaveValue('rust')
  },
}

export const WithHint: Story = {
  args: { value: 'cs2', hint: 'Rarities depend on the game.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Game' })).toHaveAccessibleDescription(
      'Rarities depend on the game.',
    )
  },
}

export const WithError: Story = {
  args: { error: 'Choose the game of the item.' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Game' })
    await expect(select).toHaveAttribute('aria-invalid', 'true')
    await userEvent.selectOptions(select, 'cs2')
    await expect(select).not.toHaveAttribute('aria-invalid')
  },
}

export const LongText: Story = {
  args: {
    label: 'The game whose items this case drops, which also decides the rarities you can choose below',
    value: 'long',
    options: [
      ...games,
      { value: 'long', label: 'Counter-Strike 2 (including the items of Counter-Strike: Global Offensive)' },
    ],
    error: 'This game has no items in the shop yet: choose another game, or add its items in the shop editor first.',
  },
}

export const Russian: Story = {
  globals: { locale: 'ru' },
  args: { label: 'Игра', options: [{ value: '', label: 'Все игры' }, ...games.slice(1)] },
}
