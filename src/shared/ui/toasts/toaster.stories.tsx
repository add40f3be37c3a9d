import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { msg } from '@lingui/core/macro'
import { useToasts } from '~/shared/services/app-services'
import { Button } from '~/shared/ui/button/button'
import { Toaster } from './toaster'

function ToastButtons() {
  const toasts = useToasts()
  return (
    <div style={{ display: 'flex', gap: 8, padding: 24, flexWrap: 'wrap' }}>
      <Button onClick={() => toasts.show('Trade link saved', 'success')}>Success</Button>
      <Button variant="secondary" onClick={() => toasts.show('Not enough coins to buy this item', 'error')}>
        Error
      </Button>
      <Button variant="ghost" onClick={() => toasts.show(msg`Authorization needed: please log in`, 'info', 60_000)}>
        Info (translated, 60 s)
      </Button>
    </div>
  )
}

const meta = {
  component: Toaster,
  render: () => (
    <>
      <ToastButtons />
      <Toaster />
    </>
  ),
  globals: { locale: 'en' },
} satisfies Meta<typeof Toaster>

export default meta
type Story = StoryObj<typeof meta>

/** Click the buttons: toasts slide in bottom right and close on click or after 3 s. */
export const Playground: Story = {}

export const EachType: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.click(page.getByRole('button', { name: 'Success' }))
    await userEvent.click(page.getByRole('button', { name: 'Error' }))
    await userEvent.click(page.getByRole('button', { name: /^Info/ }))
    await expect(await page.findByRole('alert')).toHaveTextContent('Not enough coins to buy this item')
    const statuses = page.getAllByRole('status')
    await expect(statuses).toHaveLength(2)
    await userEvent.click(page.getByText('Trade link saved'))
    await waitFor(() => expect(page.queryByText('Trade link saved')).toBeNull())
  },
}
