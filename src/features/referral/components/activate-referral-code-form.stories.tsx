import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { delay } from 'msw'
import type { Schemas } from '~/api/types'
import { withToasts } from '@testing/stories/with-toasts'
import { apiOverride } from '@testing/api-override'
import { ActivateReferralCodeForm } from './activate-referral-code-form'

const ownCode: Schemas['ValidationErrors'] = { errors: { code: ['You cannot activate your own code.'] } }
const lowLevel: Schemas['Error'] = { error: 'Steam level 5 or higher is needed to activate a code.' }
const serverError: Schemas['Error'] = { error: 'Something went wrong...' }

const meta = {
  component: ActivateReferralCodeForm,
  decorators: [withToasts(480)],
  args: { initialCode: '' },
  // The referral page shows the form to signed-in users who have not activated a code.
  globals: { locale: 'en', persona: 'regular' },
} satisfies Meta<typeof ActivateReferralCodeForm>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('textbox', { name: "Friend's code" })).toHaveValue('')
    await expect(canvas.getByRole('button', { name: 'Activate' })).toBeEnabled()
  },
}

/** The code of a /ref/{code} landing is filled in. */
export const FromLanding: Story = {
  args: { initialCode: 'GOLDEN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: "Friend's code" })).toHaveValue('GOLDEN')
  },
}

export const Russian: Story = {
  args: { initialCode: 'GOLDEN' },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Активировать' })).toBeEnabled()
  },
}

/** The fake backend accepts the rich persona's code for the regular one. */
export const ActivateSucceeds: Story = {
  args: { initialCode: 'GOLDEN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Activate' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent('The code is activated. Thank you!')
  },
}

/** The server's 422 message lands on the field and goes away on edit. */
export const OwnCode: Story = {
  args: { initialCode: 'RAIDER10' },
  parameters: { msw: [apiOverride('post', '/ref/activate', () => ({ status: 422, body: ownCode }))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const field = canvas.getByRole('textbox', { name: "Friend's code" })
    await userEvent.click(canvas.getByRole('button', { name: 'Activate' }))
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'))
    await expect(field).toHaveAccessibleDescription('You cannot activate your own code.')
    await expect(canvas.queryByRole('alert')).toBeNull()
    await userEvent.type(field, '1')
    await expect(field).not.toHaveAttribute('aria-invalid')
  },
}

/** The fake backend's own check: an unknown code, in Russian. */
export const UnknownCodeRussian: Story = {
  args: { initialCode: 'NOSUCHCODE' },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const field = canvas.getByRole('textbox')
    await userEvent.click(canvas.getByRole('button', { name: 'Активировать' }))
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'))
    await expect(field).toHaveAccessibleDescription('Реферальный код не найден.')
  },
}

/** A refusal that is not about the field (the account's level) is a toast; the field stays valid. */
export const Refused: Story = {
  args: { initialCode: 'GOLDEN' },
  parameters: { msw: [apiOverride('post', '/ref/activate', () => ({ status: 400, body: lowLevel }))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Activate' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(lowLevel.error)
    await expect(canvas.getByRole('textbox', { name: "Friend's code" })).not.toHaveAttribute('aria-invalid')
  },
}

export const Pending: Story = {
  args: { initialCode: 'GOLDEN' },
  parameters: { msw: [apiOverride('post', '/ref/activate', () => delay('infinite'))] },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Activate' })
    await userEvent.click(button)
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'))
    await expect(button).toBeDisabled()
  },
}

export const Error: Story = {
  args: { initialCode: 'GOLDEN' },
  parameters: { msw: [apiOverride('post', '/ref/activate', () => ({ status: 500, body: serverError }))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Activate' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong...')
  },
}

/** A long code stays inside the field. */
export const LongCode: Story = {
  args: { initialCode: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789ABCDEFGHIJKLMNOP' },
}
