import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { delay } from 'msw'
import type { Schemas } from '~/api/types'
import { withToasts } from '@testing/stories/with-toasts'
import { apiOverride } from '@testing/api-override'
import { MyReferralCode } from './my-referral-code'

const taken: Schemas['ValidationErrors'] = { errors: { code: ['This code is already taken.'] } }
const serverError: Schemas['Error'] = { error: 'Something went wrong...' }

const meta = {
  component: MyReferralCode,
  decorators: [withToasts(480)],
  // The regular persona's code in the fake backend.
  args: { code: 'RAIDER10' },
  globals: { locale: 'en', persona: 'regular' },
} satisfies Meta<typeof MyReferralCode>

export default meta
type Story = StoryObj<typeof meta>

/** The code and the landing link to copy, and the field to choose another code. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Copy the code RAIDER10' })).toBeEnabled()
    await expect(canvas.getByRole('button', { name: 'Copy the referral link' })).toBeEnabled()
    await expect(canvas.getByText(/^https?:\/\/[^/]+\/en\/ref\/RAIDER10$/)).toBeVisible()
    const field = canvas.getByRole('textbox', { name: 'New code' })
    await expect(field).toHaveValue('RAIDER10')
    await expect(field).toHaveAccessibleDescription('4 to 16 Latin letters or digits.')
  },
}

/** Russian: the link has no locale prefix. */
export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/^https?:\/\/[^/]+\/ref\/RAIDER10$/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Изменить код' })).toBeEnabled()
  },
}

/** The fake backend takes a free code and the form confirms the new one. */
export const ChangeSucceeds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const field = canvas.getByRole('textbox', { name: 'New code' })
    await userEvent.clear(field)
    await userEvent.type(field, 'RAIDER2025')
    await userEvent.click(canvas.getByRole('button', { name: 'Change the code' }))
    // The copy buttons have statuses of their own: the toast is in the messages region.
    const messages = canvas.getByRole('region', { name: 'Messages' })
    await expect(await within(messages).findByRole('status')).toHaveTextContent('Your code is now RAIDER2025.')
  },
}

/** The server's 422 message lands on the field; the shared code stays the old one. */
export const CodeTaken: Story = {
  parameters: { msw: [apiOverride('post', '/ref/update', () => ({ status: 422, body: taken }))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const field = canvas.getByRole('textbox', { name: 'New code' })
    await userEvent.clear(field)
    await userEvent.type(field, 'GOLDEN')
    await userEvent.click(canvas.getByRole('button', { name: 'Change the code' }))
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'))
    await expect(field).toHaveAccessibleDescription(expect.stringContaining('This code is already taken.'))
    await expect(canvas.getByRole('button', { name: 'Copy the code RAIDER10' })).toBeInTheDocument()
    await userEvent.type(field, 'X')
    await expect(field).not.toHaveAttribute('aria-invalid')
  },
}

export const Pending: Story = {
  parameters: { msw: [apiOverride('post', '/ref/update', () => delay('infinite'))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const change = canvas.getByRole('button', { name: 'Change the code' })
    await userEvent.click(change)
    await waitFor(() => expect(change).toHaveAttribute('aria-busy', 'true'))
    await expect(change).toBeDisabled()
  },
}

export const Error: Story = {
  parameters: { msw: [apiOverride('post', '/ref/update', () => ({ status: 500, body: serverError }))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Change the code' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong...')
  },
}

/** The longest code (16 characters); the field takes no more. */
export const LongCode: Story = {
  args: { code: 'ABCDEFGHIJKLMNOP' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'New code' })
    await userEvent.type(field, 'QRSTU')
    await expect(field).toHaveValue('ABCDEFGHIJKLMNOP')
  },
}
