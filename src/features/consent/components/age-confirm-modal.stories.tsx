import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Dialog } from '~/shared/ui/modals/dialog'
import { AgeConfirmModal } from './age-confirm-modal'

const meta = {
  component: AgeConfirmModal,
  args: { onConfirm: fn(), onDecline: fn() },
  // As the layout shows it: a modal that cannot be dismissed.
  render: (args) => (
    <Dialog open title="Age confirmation" dismissible={false} onClose={() => {}}>
      <AgeConfirmModal {...args} />
    </Dialog>
  ),
  globals: { locale: 'en' },
} satisfies Meta<typeof AgeConfirmModal>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await expect(body.queryByRole('button', { name: 'Close' })).toBeNull()
    await userEvent.click(body.getByRole('button', { name: 'Yes, I am 18 or older' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
    await userEvent.click(body.getByRole('button', { name: 'No' }))
    await expect(args.onDecline).toHaveBeenCalledOnce()
  },
}

export const Russian: Story = { globals: { locale: 'ru' } }
