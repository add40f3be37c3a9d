import { useEffect } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { withFrame } from '@testing/stories/with-frame'
import { useAppForm } from './form-kit'
import { FormAlert } from './form-alert'

/** A form whose last submit left a message for the whole form, as `<form.Form>` sets it. */
function Demo({ message }: { message: string }) {
  const form = useAppForm({ defaultValues: { code: 'DMITRY17' } })
  useEffect(() => {
    form.setErrorMap({ onSubmit: { form: message, fields: {} } })
  }, [form, message])
  return (
    <form.AppForm>
      <form.Form aria-label="Demo">
        <form.AppField name="code">{(field) => <field.TextField label="Friend's code" />}</form.AppField>
      </form.Form>
    </form.AppForm>
  )
}

const meta = {
  component: FormAlert,
  decorators: [withFrame(420)],
  render: (_args, { parameters }) => <Demo message={String(parameters.message)} />,
  parameters: { message: 'You have already activated a code.' },
} satisfies Meta<typeof FormAlert>

export default meta
type Story = StoryObj<typeof meta>

/** Under the fields, announced as an alert. */
export const ServerMessageForNoField: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'You have already activated a code.',
    )
  },
}

export const LongText: Story = {
  parameters: {
    message:
      'You have already activated a code of another user on this account, and a referral code can be activated only once: ask the support if you think this is a mistake. https://example.com/support/a-very-long-address-without-spaces-that-must-wrap',
  },
}

export const Russian: Story = {
  globals: { locale: 'ru' },
  parameters: { message: 'Вы уже активировали код.' },
}
