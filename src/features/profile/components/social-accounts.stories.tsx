import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { delay } from 'msw'
import type { Schemas } from '~/api/types'
import { makeProfile } from '@testing/fixtures/props'
import { withToasts } from '@testing/stories/with-toasts'
import { apiOverride } from '@testing/api-override'
import { SocialAccounts } from './social-accounts'

// A working "Connect" leaves for the OAuth page, which would leave the story: the stories
// stop before that, at the pending request or at a failure.

const serverError: Schemas['Error'] = { error: 'Something went wrong...' }

const meta = {
  component: SocialAccounts,
  decorators: [withToasts(420)],
  args: { profile: makeProfile() },
  globals: { locale: 'en', persona: 'regular' },
} satisfies Meta<typeof SocialAccounts>

export default meta
type Story = StoryObj<typeof meta>

/** Nothing linked: a connect button per network, named after it. */
export const NothingLinked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Connect VK' })).toBeEnabled()
    await expect(canvas.getByRole('button', { name: 'Connect Telegram' })).toBeEnabled()
    await expect(canvas.queryByText(/^Linked:/)).toBeNull()
  },
}

/** Linked accounts show their names, and a button to manage them on the network's page. */
export const BothLinked: Story = {
  args: {
    profile: makeProfile({ vkId: '310000003', vkName: 'Золотой Дракон', tgId: '510000003', tgName: '@golden_dragon' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Linked: Золотой Дракон')).toBeVisible()
    await expect(canvas.getByText('Linked: @golden_dragon')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Manage VK' })).toBeEnabled()
    await expect(canvas.getByRole('button', { name: 'Manage Telegram' })).toBeEnabled()
    await expect(canvas.queryByRole('button', { name: /^Connect/ })).toBeNull()
  },
}

/** A linked account without a name shows its id. */
export const LinkedWithoutName: Story = {
  args: { profile: makeProfile({ vkId: '310000002' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Linked: 310000002')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Connect Telegram' })).toBeEnabled()
  },
}

export const LongNames: Story = {
  args: {
    profile: makeProfile({
      vkId: '310000003',
      vkName: 'Александр Константинович Преображенский-Верхнеднепровский',
      tgId: '510000003',
      tgName: '@a_very_long_messenger_username_that_goes_on_and_on',
    }),
  },
}

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: /VK|Telegram/ })).toHaveLength(2)
  },
}

/** The clicked network's button is busy and the other is blocked until the browser leaves. */
export const Pending: Story = {
  parameters: { msw: [apiOverride('get', '/social/redirect-url', () => delay('infinite'))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const vk = canvas.getByRole('button', { name: 'Connect VK' })
    await userEvent.click(vk)
    await waitFor(() => expect(vk).toHaveAttribute('aria-busy', 'true'))
    const tg = canvas.getByRole('button', { name: 'Connect Telegram' })
    await expect(tg).toBeDisabled()
    await expect(tg).not.toHaveAttribute('aria-busy')
  },
}

/** A failure shows the server's message and both buttons work again. */
export const Error: Story = {
  parameters: { msw: [apiOverride('get', '/social/redirect-url', () => ({ status: 500, body: serverError }))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Connect Telegram' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong...')
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Connect VK' })).toBeEnabled())
    await expect(canvas.getByRole('button', { name: 'Connect Telegram' })).toBeEnabled()
  },
}

export const RussianLinked: Story = {
  args: { profile: makeProfile({ vkId: '310000003', vkName: 'Золотой Дракон' }) },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Управлять VK' })).toBeEnabled()
  },
}
