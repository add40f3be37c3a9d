import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { useFieldStoryForm } from '@testing/stories/use-field-story-form'
import { withFrame } from '@testing/stories/with-frame'
import { CaptchaTokenField } from './captcha-token-field'

function Demo({ error }: { error?: string }) {
  const form = useFieldStoryForm(null, error)
  return (
    <form.AppForm>
      <form.Form>
        <form.AppField name="value">{(field) => <field.CaptchaTokenField />}</form.AppField>
        <form.Subscribe selector={(state) => state.values.value}>
          {(token) => <output aria-label="Token">{typeof token === 'string' ? token : 'no token'}</output>}
        </form.Subscribe>
      </form.Form>
    </form.AppForm>
  )
}

const meta = {
  component: CaptchaTokenField,
  decorators: [withFrame(420)],
  render: (_args, { parameters }) => <Demo error={parameters.error as string | undefined} />,
} satisfies Meta<typeof CaptchaTokenField>

export default meta
type Story = StoryObj<typeof meta>

/** Ticking puts a one-time token into the form; unticking takes it out. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const box = await canvas.findByRole('checkbox', { name: "I'm not a robot" })
    await userEvent.click(box)
    await expect(canvas.getByLabelText('Token').textContent).toMatch(/^checkbox\./)
    await userEvent.click(box)
    await expect(canvas.getByLabelText('Token')).toHaveTextContent('no token')
  },
}

/** The server's `captchaToken` message on the field. */
export const WithError: Story = {
  parameters: { error: 'The captcha has expired: tick the box again.' },
  play: async ({ canvasElement, parameters }) => {
    // The box shows once the site's config is in, and the message a commit later, when the story's
    // form has put it on the field (an effect): wait for the box that carries it.
    const box = await within(canvasElement).findByRole('checkbox', {
      name: "I'm not a robot",
      description: parameters.error as string,
    })
    await expect(box).toHaveAttribute('aria-invalid', 'true')
  },
}

export const Russian: Story = {
  globals: { locale: 'ru' },
  parameters: { error: 'Срок действия проверки истёк: отметьте поле ещё раз.' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('checkbox', { name: 'Я не робот' })).toBeVisible()
  },
}
