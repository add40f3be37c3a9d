import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '~/shared/ui/button/button'
import { Dialog } from './dialog'

const meta = {
  component: Dialog,
  args: {
    open: true,
    title: 'Item sent',
    onClose: fn(),
    children: <p>The item is on its way to your Steam trade offers.</p>,
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof Dialog>

export default meta
type Story = StoryObj<typeof meta>

export const WithTitle: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await waitFor(() => expect(body.getByRole('dialog', { name: 'Item sent' })).toBeVisible())
    await userEvent.click(body.getByRole('button', { name: 'Close' }))
    await expect(args.onClose).toHaveBeenCalledOnce()
  },
}

export const WithoutTitle: Story = {
  args: {
    title: undefined,
    ariaLabel: 'Announcement',
    children: <p>A dialog named by aria-label, with only a close button.</p>,
  },
}

/** Must be answered: no close button, Escape and the backdrop do nothing. */
export const NotDismissible: Story = {
  args: { dismissible: false, title: 'Please confirm', children: <p>There is no way out but the buttons.</p> },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await expect(body.queryByRole('button', { name: 'Close' })).toBeNull()
    await userEvent.keyboard('{Escape}')
    await expect(args.onClose).not.toHaveBeenCalled()
  },
}

export const CloseOnBackdrop: Story = {
  args: { closeOnBackdrop: true, title: 'Click outside to close' },
}

/** A real open/close cycle: the page behind does not scroll while it is open, and focus returns to the button that opened it. */
export const Interactive: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false)
    return (
      <div style={{ padding: 24 }}>
        <Button onClick={() => setOpen(true)}>Open dialog</Button>
        <Dialog {...args} open={open} onClose={() => setOpen(false)} closeOnBackdrop />
      </div>
    )
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const opener = body.getByRole('button', { name: 'Open dialog' })
    await userEvent.click(opener)
    const root = canvasElement.ownerDocument.documentElement
    await waitFor(() => expect(body.getByRole('dialog', { name: 'Item sent' })).toBeVisible())
    await expect(getComputedStyle(root).overflow).toBe('hidden')
    await userEvent.click(body.getByRole('button', { name: 'Close' }))
    await expect(body.queryByRole('dialog')).toBeNull()
    await expect(getComputedStyle(root).overflow).toBe('visible')
    await expect(opener).toHaveFocus()
  },
}

/** Tab past the last control goes round to the first (the close button), and Shift+Tab back. */
export const TabGoesRound: Story = {
  args: {
    title: 'Buy this item?',
    children: (
      <p>
        <Button variant="secondary">Cancel</Button> <Button>Buy</Button>
      </p>
    ),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const dialog = await body.findByRole('dialog', { name: 'Buy this item?' })
    await waitFor(() => expect(dialog).toBeVisible())
    body.getByRole('button', { name: 'Buy' }).focus()
    await userEvent.tab()
    await expect(body.getByRole('button', { name: 'Close' })).toHaveFocus()
    await userEvent.tab({ shift: true })
    await expect(body.getByRole('button', { name: 'Buy' })).toHaveFocus()
    await userEvent.tab({ shift: true })
    await expect(body.getByRole('button', { name: 'Cancel' })).toHaveFocus()
  },
}
