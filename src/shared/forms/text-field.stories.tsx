import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { useFieldStoryForm } from '@testing/stories/use-field-story-form'
import { withFrame } from '@testing/stories/with-frame'
import type { TextFieldProps } from './text-field'

interface DemoProps extends TextFieldProps {
  value: string
  error?: string
}

function Demo({ value, error, ...props }: DemoProps) {
  const form = useFieldStoryForm(value, error)
  return (
    <form.AppForm>
      <form.Form>
        <form.AppField name="value">{(field) => <field.TextField {...props} />}</form.AppField>
      </form.Form>
    </form.AppForm>
  )
}

const meta = {
  component: Demo,
  decorators: [withFrame(420)],
  args: { label: 'Your tradelink', value: '' },
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  args: { placeholder: 'https://steamcommunity.com/tradeoffer/new/?partner=…' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Your tradelink' })
    await userEvent.type(field, 'https://example.com')
    await expect(field).toHaveValue('https://example.com')
  },
}

export const WithHint: Story = {
  args: { hint: 'Find it in your Steam inventory privacy settings.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Your tradelink' })).toHaveAccessibleDescription(
      'Find it in your Steam inventory privacy settings.',
    )
  },
}

/** A server message on the field: marked invalid, the message linked; editing clears it. */
export const WithError: Story = {
  args: {
    value: 'https://example.com',
    hint: 'Find it in your Steam inventory privacy settings.',
    error: 'Not a trade offer link.',
  },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Your tradelink' })
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(
      'Find it in your Steam inventory privacy settings. Not a trade offer link.',
    )
    await userEvent.type(field, '/x')
    await expect(field).not.toHaveAttribute('aria-invalid')
    await expect(within(canvasElement).queryByText('Not a trade offer link.')).toBeNull()
  },
}

export const ReadOnly: Story = {
  args: { label: 'Your referral code', value: 'DMITRY17', readOnly: true },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Your referral code' })
    await userEvent.type(field, 'X')
    await expect(field).toHaveValue('DMITRY17')
  },
}

export const LongText: Story = {
  args: {
    label: 'The trade offer link of the Steam account that should receive every item you win or buy on this site',
    value: `https://steamcommunity.com/tradeoffer/new/?partner=100000002&token=Ab12Cd34&${'utm_source=tracking&'.repeat(8)}`,
    error:
      'The trade offer link must belong to the Steam account you signed in with, must carry both the partner and the token parameters, and must not be a link to a profile or an inventory page.',
  },
}

export const Russian: Story = {
  globals: { locale: 'ru' },
  args: {
    label: 'Ваша ссылка на обмен',
    hint: 'Её можно найти в настройках приватности инвентаря Steam.',
    error: 'Это не ссылка на обмен.',
  },
}
