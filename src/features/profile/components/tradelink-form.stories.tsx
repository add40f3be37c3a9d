import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { delay } from 'msw'
import type { Schemas } from '~/api/types'
import { withToasts } from '@testing/stories/with-toasts'
import { apiOverride } from '@testing/api-override'
import { TradelinkForm } from './tradelink-form'

/** The regular persona's own account id, as the fake backend checks the link's form only. */
const good = 'https://steamcommunity.com/tradeoffer/new/?partner=100000002&token=Ab12Cd34'

const invalid: Schemas['ValidationErrors'] = { errors: { tradelink: ['Not a trade offer link.'] } }
const serverError: Schemas['Error'] = { error: 'Something went wrong...' }

const meta = {
  component: TradelinkForm,
  decorators: [withToasts(520)],
  args: { tradelink: null },
  globals: { locale: 'en', persona: 'regular' },
} satisfies Meta<typeof TradelinkForm>

export default meta
type Story = StoryObj<typeof meta>

/** No tradelink yet: an empty field with a link to where the platform shows it. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const field = canvas.getByRole('textbox', { name: 'Your tradelink' })
    await expect(field).toHaveValue('')
    await expect(field).toHaveAccessibleDescription('Where do I find my tradelink?')
    await expect(canvas.getByRole('link', { name: 'Where do I find my tradelink?' })).toHaveAttribute(
      'target',
      '_blank',
    )
  },
}

export const Saved: Story = {
  args: { tradelink: good },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Your tradelink' })).toHaveValue(good)
  },
}

export const Russian: Story = {
  args: { tradelink: good },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Сохранить' })).toBeEnabled()
  },
}

/** The fake backend stores a well-formed link and the form confirms it. */
export const SaveSucceeds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your tradelink' }), good)
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent('Tradelink saved.')
  },
}

/** The server's 422 message lands on the field and goes away when the user edits it. */
export const ValidationError: Story = {
  parameters: { msw: [apiOverride('post', '/profile/tradelink', () => ({ status: 422, body: invalid }))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const field = canvas.getByRole('textbox', { name: 'Your tradelink' })
    await userEvent.type(field, 'https://example.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'))
    await expect(field).toHaveAccessibleDescription(expect.stringContaining('Not a trade offer link.'))
    // Field errors belong to the form: no toast.
    await expect(canvas.queryByRole('alert')).toBeNull()
    await userEvent.type(field, '/x')
    await expect(field).not.toHaveAttribute('aria-invalid')
    await expect(canvas.queryByText('Not a trade offer link.')).toBeNull()
  },
}

/** The fake backend's own check of an empty field, in Russian. */
export const ValidationErrorRussian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }))
    const field = canvas.getByRole('textbox')
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'))
    await expect(field).toHaveAccessibleDescription(expect.stringContaining('Обязательное поле.'))
  },
}

/** While saving, the button is busy and blocks a second submit. */
export const Pending: Story = {
  parameters: { msw: [apiOverride('post', '/profile/tradelink', () => delay('infinite'))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your tradelink' }), good)
    const save = canvas.getByRole('button', { name: 'Save' })
    await userEvent.click(save)
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'))
    await expect(save).toBeDisabled()
  },
}

export const Error: Story = {
  parameters: { msw: [apiOverride('post', '/profile/tradelink', () => ({ status: 500, body: serverError }))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your tradelink' }), good)
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong...')
    await expect(canvas.getByRole('textbox', { name: 'Your tradelink' })).not.toHaveAttribute('aria-invalid')
  },
}

/** A long link stays inside the field. */
export const LongText: Story = {
  args: { tradelink: `${good}&${'utm_source=some-very-long-tracking-parameter&'.repeat(6)}end=1` },
}
