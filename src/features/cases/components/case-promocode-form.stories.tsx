import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { delay } from 'msw'
import { withToasts } from '@testing/stories/with-toasts'
import { apiOverride } from '@testing/api-override'
import { CasePromocodeForm } from './case-promocode-form'

const meta = {
  component: CasePromocodeForm,
  decorators: [withToasts(420)],
  // The promocode case of the fake backend's seed (codes FREESKINS, LASTCHANCE, USEDUP, EXPIRED24).
  args: { slug: 'promo-case', activated: false, suggestedCode: null },
  globals: { locale: 'en', persona: 'regular' },
} satisfies Meta<typeof CasePromocodeForm>

export default meta
type Story = StoryObj<typeof meta>

/** A valid code is activated by the fake backend and confirmed with a toast. */
export const ActivatesCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const field = canvas.getByRole('textbox', { name: 'Promocode' })
    await expect(field).toHaveAccessibleDescription('A promocode is valid for 5 activations.')
    await userEvent.type(field, ' freeskins ')
    await userEvent.click(canvas.getByRole('button', { name: 'Activate' }))
    // Toasts slide in from transparent, so the toast is found, not yet seen.
    await expect(await canvas.findByText('Promocode activated.')).toBeInTheDocument()
  },
}

/** The server's validation message lands on the field, and editing the code clears it. */
export const UnknownCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const field = canvas.getByRole('textbox', { name: 'Promocode' })
    await userEvent.type(field, 'NOSUCHCODE')
    await userEvent.click(canvas.getByRole('button', { name: 'Activate' }))
    await expect(await canvas.findByText('This promocode does not exist.')).toBeVisible()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await userEvent.type(field, '1')
    await expect(field).not.toHaveAttribute('aria-invalid')
    await expect(canvas.queryByText('This promocode does not exist.')).toBeNull()
  },
}

/** A code the site hands out for the case comes pre-filled. */
export const SuggestedCode: Story = {
  args: { suggestedCode: 'PARTNER5' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Promocode' })).toHaveValue('PARTNER5')
  },
}

export const Activated: Story = {
  args: { activated: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Promocode activated: the case can be opened.')).toBeVisible()
    await expect(canvas.queryByRole('textbox')).toBeNull()
  },
}

/** While the server answers, the button is busy and a second submit sends nothing. */
export const Activating: Story = {
  parameters: { msw: [apiOverride('post', '/cases/{slug}/promocodes/activate', () => delay('infinite'))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Promocode' }), 'FREESKINS')
    await userEvent.click(canvas.getByRole('button', { name: 'Activate' }))
    const button = canvas.getByRole('button', { name: 'Activate' })
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'))
    await expect(button).toBeDisabled()
  },
}

/** A failure with a message is shown as an error toast. */
export const ServerError: Story = {
  parameters: {
    msw: [
      apiOverride('post', '/cases/{slug}/promocodes/activate', () => ({
        status: 500,
        body: { error: 'Something went wrong...' },
      })),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Promocode' }), 'FREESKINS')
    await userEvent.click(canvas.getByRole('button', { name: 'Activate' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong...')
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Activate' })).toBeEnabled())
  },
}

/** A guest trying a code is asked to log in. */
export const Guest: Story = {
  args: { suggestedCode: 'FREESKINS' },
  globals: { persona: 'guest' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Activate' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Authorization needed: please log in')
  },
}

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('textbox', { name: 'Промокод' })).toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: 'Активировать' })).toBeInTheDocument()
  },
}
