import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, userEvent, within } from 'storybook/test'
import { withFrame } from '@testing/stories/with-frame'
import { FieldHarness } from '../../test-harness/field-harness'

function Harness({ color }: { color: string }) {
  return (
    <FieldHarness defaultValues={{ color }}>
      {(form) => <form.AppField name="color">{(field) => <field.ColorField label="Colour" />}</form.AppField>}
    </FieldHarness>
  )
}

const meta = {
  component: Harness,
  decorators: [withFrame(600)],
  args: { color: '#29a36a' },
  globals: { locale: 'en' },
} satisfies Meta<typeof Harness>

export default meta
type Story = StoryObj<typeof meta>

/** The picker and the hex code are one value: changing either changes the other. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const hex = canvas.getByRole('textbox', { name: 'Colour' })
    const picker = canvas.getByLabelText('Colour: colour picker')
    await expect(picker).toHaveValue('#29a36a')
    await userEvent.clear(hex)
    await userEvent.type(hex, '#f0a')
    await expect(picker).toHaveValue('#ff00aa')
    await fireEvent.input(picker, { target: { value: '#123456' } })
    await expect(hex).toHaveValue('#123456')
  },
}

/** Not a hex code (yet): the text stays as typed; the server says what is wrong. */
export const NotAHexCode: Story = {
  args: { color: 'green' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Colour' })).toHaveValue('green')
  },
}

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Шестнадцатеричный код, например #29a36a.')).toBeVisible()
  },
}
