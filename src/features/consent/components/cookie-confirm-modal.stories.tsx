import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Dialog } from '~/shared/ui/modals/dialog'
import { CookieConfirmModal } from './cookie-confirm-modal'

const meta = {
  component: CookieConfirmModal,
  args: { onAccept: fn() },
  render: (args) => (
    <Dialog open title="Cookies" dismissible={false} onClose={() => {}}>
      <CookieConfirmModal {...args} />
    </Dialog>
  ),
  globals: { locale: 'en' },
} satisfies Meta<typeof CookieConfirmModal>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await expect(body.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/en/privacy')
    await userEvent.click(body.getByRole('button', { name: 'Accept' }))
    await expect(args.onAccept).toHaveBeenCalledOnce()
  },
}

export const Russian: Story = { globals: { locale: 'ru' } }
