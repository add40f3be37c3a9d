import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { delay } from 'msw'
import type { Schemas } from '~/api/types'
import { makeCore, makeUser } from '@testing/fixtures/props'
import { withToasts } from '@testing/stories/with-toasts'
import { apiOverride } from '@testing/api-override'
import { MessengerVerification } from './messenger-verification'

/** The code the fake bot gives the regular persona (derived from the user id 2). */
const REGULAR_BOT_CODE = '120080'

const wrongCode: Schemas['ValidationErrors'] = { errors: { code: ['Wrong code. Get a new code from the bot.'] } }
const serverError: Schemas['Error'] = { error: 'Something went wrong...' }

const meta = {
  component: MessengerVerification,
  decorators: [withToasts(480)],
  args: { verifiedAt: null },
  globals: { locale: 'en', persona: 'regular' },
} satisfies Meta<typeof MessengerVerification>

export default meta
type Story = StoryObj<typeof meta>

/** Not linked yet: a link to the bot of the site's config, in a new tab, and the code field. */
export const NotVerified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const bot = await canvas.findByRole('link', { name: '@FreeSkinsFakeBot' })
    await expect(bot).toHaveAttribute('target', '_blank')
    await expect(bot).toHaveAttribute('rel', expect.stringContaining('noopener'))
    await expect(canvas.getByRole('textbox', { name: 'Code from the bot' })).toHaveValue('')
  },
}

export const NotVerifiedRussian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Подтвердить' })).toBeEnabled()
  },
}

/** Linked: the date it was verified, and no form. */
export const Verified: Story = {
  args: { verifiedAt: '2025-03-14T09:00:00.000Z' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('The bot has been linked since 14 March 2025.')).toBeVisible()
    await expect(canvas.queryByRole('textbox')).toBeNull()
  },
}

/** The Russian date ends with the period of its "г.", and the sentence adds no second one. */
export const VerifiedRussian: Story = {
  args: { verifiedAt: '2025-03-14T09:00:00.000Z' },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/14 марта 2025/)).toHaveTextContent(
      /^Бот привязан с 14 марта 2025 г\.$/,
    )
  },
}

/** The fake backend accepts the code its bot gave, and the form confirms it. */
export const VerifySucceeds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Code from the bot' }), REGULAR_BOT_CODE)
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent('The bot is linked.')
  },
}

/** The server's 422 message lands on the code field and goes away on edit. */
export const WrongCode: Story = {
  parameters: { msw: [apiOverride('post', '/profile/verify', () => ({ status: 422, body: wrongCode }))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const field = await canvas.findByRole('textbox', { name: 'Code from the bot' })
    await userEvent.type(field, '111111')
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'))
    await expect(field).toHaveAccessibleDescription('Wrong code. Get a new code from the bot.')
    await expect(canvas.queryByRole('alert')).toBeNull()
    await userEvent.type(field, '2')
    await expect(field).not.toHaveAttribute('aria-invalid')
  },
}

export const Pending: Story = {
  parameters: { msw: [apiOverride('post', '/profile/verify', () => delay('infinite'))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Code from the bot' }), REGULAR_BOT_CODE)
    const verify = canvas.getByRole('button', { name: 'Verify' })
    await userEvent.click(verify)
    await waitFor(() => expect(verify).toHaveAttribute('aria-busy', 'true'))
    await expect(verify).toBeDisabled()
  },
}

export const Error: Story = {
  parameters: { msw: [apiOverride('post', '/profile/verify', () => ({ status: 500, body: serverError }))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Code from the bot' }), REGULAR_BOT_CODE)
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong...')
  },
}

/** A bot address that is not safe is not linked: the bot's name is plain text. */
export const UnsafeBotLink: Story = {
  parameters: {
    msw: [
      apiOverride('get', '/core', () => {
        const core = makeCore({ currentUser: makeUser() })
        const body: Schemas['CoreResponse'] = {
          data: { ...core, config: { ...core.config, tg_bot_link: 'javascript:alert(1)' } },
        }
        return { status: 200, body: body }
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Open our bot @freeskins_bot, get a code and enter it here.')).toBeVisible()
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}
