import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { ApiError } from '~/api/api-error'
import { withFrame } from '@testing/stories/with-frame'
import { DeleteDialog } from './delete-dialog'

const meta = {
  component: DeleteDialog,
  decorators: [withFrame()],
  args: { open: true, name: 'CS2 cases', onCancel: fn(), onConfirm: fn() },
  globals: { locale: 'en' },
} satisfies Meta<typeof DeleteDialog>

export default meta
type Story = StoryObj<typeof meta>

/** The dialog once its opening animation has ended. */
async function openDialog(name = 'Delete “CS2 cases”?') {
  const dialog = within(document.body).getByRole('dialog', { name })
  await waitFor(() => expect(dialog).toBeVisible())
  return within(dialog)
}

/** What the browser sends to a modal dialog when Escape is pressed (synthetic keys do not). */
function pressEscape() {
  within(document.body)
    .getByRole('dialog')
    .dispatchEvent(new Event('cancel', { cancelable: true }))
}

/** Names the record; focus starts on Cancel, Escape cancels, Delete confirms. */
export const Plain: Story = {
  play: async ({ args }) => {
    const box = await openDialog()
    await expect(box.getByText('This cannot be undone.')).toBeVisible()
    await expect(box.getByRole('button', { name: 'Cancel' })).toHaveFocus()
    pressEscape()
    await expect(args.onCancel).toHaveBeenCalledOnce()
    await userEvent.click(box.getByRole('button', { name: 'Delete' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

/** The server refused (409): its reason is said in the dialog. */
export const Conflict: Story = {
  args: {
    error: new ApiError({
      kind: 'message',
      status: 409,
      message: 'This category still has 24 cards and 3 subcategories.',
    }),
  },
  play: async () => {
    await expect((await openDialog()).getByRole('alert')).toHaveTextContent(
      'This category still has 24 cards and 3 subcategories.',
    )
  },
}

/** A failure without a text (a bare 500): the kit's own words. */
export const Failed: Story = {
  args: { error: new ApiError({ kind: 'status', status: 500 }) },
  play: async () => {
    await expect((await openDialog()).getByRole('alert')).toHaveTextContent(
      'The record could not be deleted. Please try again.',
    )
  },
}

/** The connection dropped: the dialog says so, and that trying again may help. */
export const ConnectionLost: Story = {
  args: { error: new ApiError({ kind: 'network', status: 0 }) },
  play: async () => {
    await expect((await openDialog()).getByRole('alert')).toHaveTextContent(
      'The request did not reach the server. Check your connection and try again.',
    )
  },
}

/** While the request runs: Delete is busy and Cancel is closed. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args }) => {
    const box = await openDialog()
    await expect(box.getByRole('button', { name: 'Delete' })).toHaveAttribute('aria-busy', 'true')
    await expect(box.getByRole('button', { name: 'Cancel' })).toBeDisabled()
    pressEscape()
    await expect(args.onCancel).not.toHaveBeenCalled()
  },
}

export const Russian: Story = {
  args: { name: 'Кейсы CS2' },
  globals: { locale: 'ru' },
  play: async () => {
    const box = await openDialog('Удалить «Кейсы CS2»?')
    await expect(box.getByRole('button', { name: 'Удалить' })).toBeVisible()
  },
}
