import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { withFrame } from '@testing/stories/with-frame'
import type { ButtonVariant } from '~/shared/ui/button/button'
import { useAppForm } from './form-kit'
import { SubmitButton } from './submit-button'

/** A form with nothing but its button, whose submit takes as long as the story says. */
function Demo({ neverEnds, ...props }: { neverEnds: boolean; busyLabel?: string; variant?: ButtonVariant }) {
  const form = useAppForm({
    defaultValues: {},
    onSubmit: () => (neverEnds ? new Promise<void>(() => {}) : Promise.resolve()),
  })
  return (
    <form.AppForm>
      <form.Form aria-label="Demo">
        <form.SubmitButton {...props}>Publish review</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}

const meta = {
  component: SubmitButton,
  decorators: [withFrame(420)],
  render: (args, { parameters }) => (
    <Demo
      neverEnds={parameters.neverEnds === true}
      busyLabel={args.busyLabel as string | undefined}
      variant={args.variant}
    />
  ),
} satisfies Meta<typeof SubmitButton>

export default meta
type Story = StoryObj<typeof meta>

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Publish review' })).toBeEnabled()
  },
}

/** While the form is being sent: busy, closed to clicks, with its own words if given. */
export const Busy: Story = {
  args: { busyLabel: 'Publishing…' },
  parameters: { neverEnds: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Publish review' }))
    const button = await canvas.findByRole('button', { name: 'Publishing…' })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('aria-busy', 'true')
  },
}

export const BusySecondary: Story = {
  args: { variant: 'secondary' },
  parameters: { neverEnds: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Publish review' }))
    await expect(canvas.getByRole('button', { name: 'Publish review' })).toHaveAttribute('aria-busy', 'true')
  },
}
