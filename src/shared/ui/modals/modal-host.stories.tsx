import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { useModals } from '~/shared/services/app-services'
import { Button } from '~/shared/ui/button/button'
import { ModalHost } from './modal-host'

function Openers() {
  const modals = useModals()
  const openFirst = () =>
    modals.open({
      id: 'first',
      title: 'First modal',
      closeOnBackdrop: true,
      dismissible: true,
      render: () => (
        <>
          <p>Opening another one queues this one behind it.</p>
          <Button
            onClick={() =>
              modals.open({
                id: 'second',
                title: 'Second modal',
                closeOnBackdrop: false,
                dismissible: true,
                render: (close) => <Button onClick={close}>Back to the first</Button>,
              })
            }
          >
            Open a second
          </Button>
        </>
      ),
    })
  return (
    <div style={{ padding: 24 }}>
      <Button onClick={openFirst}>Open a modal</Button>
    </div>
  )
}

const meta = {
  component: ModalHost,
  render: () => (
    <>
      <Openers />
      <ModalHost />
    </>
  ),
  globals: { locale: 'en' },
} satisfies Meta<typeof ModalHost>

export default meta
type Story = StoryObj<typeof meta>

/** The queue: closing the current modal shows the one opened before it. */
export const Queue: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(body.getByRole('button', { name: 'Open a modal' }))
    await userEvent.click(await body.findByRole('button', { name: 'Open a second' }))
    await waitFor(() => expect(body.getByRole('dialog', { name: 'Second modal' })).toBeVisible())
    await userEvent.click(body.getByRole('button', { name: 'Back to the first' }))
    await waitFor(() => expect(body.getByRole('dialog', { name: 'First modal' })).toBeVisible())
    await userEvent.click(body.getByRole('button', { name: 'Close' }))
    await expect(body.queryByRole('dialog')).toBeNull()
  },
}
