import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { withFrame } from '@testing/stories/with-frame'
import { Button } from '~/shared/ui/button/button'
import { apiOverride } from '@testing/api-override'
import { LandingActivation } from './landing-activation'

/**
 * Counts the activations the page sends, then lets the fake backend answer them (a handler
 * that returns nothing passes the request on to the next one).
 */
function activationCounter() {
  const sent: string[] = []
  const handler = apiOverride('post', '/ref/activate', async ({ request }) => {
    const code = (await request.clone().formData()).get('code')
    sent.push(typeof code === 'string' ? code : '')
  })
  return { sent, handler }
}

const meta = {
  component: LandingActivation,
  decorators: [withFrame(480)],
  // The route puts the profile feature's level check here; a plain button stands in for it.
  args: { code: 'RAIDER10', checkLevel: <Button size="sm">Check level</Button> },
  globals: { locale: 'en', persona: 'rich' },
} satisfies Meta<typeof LandingActivation>

export default meta
type Story = StoryObj<typeof meta>

const activates = activationCounter()

/** `rich` may activate `regular`'s code: it is sent once by itself, and the page says so. */
export const ActivatesByItself: Story = {
  parameters: { msw: [activates.handler] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'The code RAIDER10 is activated. Thank you: your friend gets 25.00 coins.',
      ),
    )
    // The user now has `refActivated`; the answer stays said and nothing is sent again.
    await expect(activates.sent).toEqual(['RAIDER10'])
  },
}

const ownCode = activationCounter()

/** `regular` on a landing of their own code. Nothing is sent. */
export const OwnCode: Story = {
  globals: { persona: 'regular' },
  parameters: { msw: [ownCode.handler] },
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('status')
    await expect(status).toHaveTextContent('RAIDER10 is your own code')
    await expect(status).toHaveTextContent('the code is for them to activate')
    await expect(ownCode.sent).toEqual([])
  },
}

/** `referred` activated a code before. Nothing is sent. */
export const AlreadyActivated: Story = {
  globals: { persona: 'referred' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      "You have already activated a friend's code.",
    )
  },
}

/** `low-level` is at level 3: told so, with the level check; nothing is sent. */
export const LevelTooLow: Story = {
  globals: { persona: 'low-level' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const status = await canvas.findByRole('status')
    await expect(status).toHaveTextContent('Your Steam level is too low to activate a code')
    await expect(status).toHaveTextContent('needs Steam level 5 or higher; yours is 3')
    await expect(canvas.getByRole('button', { name: 'Check level' })).toBeVisible()
  },
}

/** `no-cs2`: only the server knows the account has no CS2; its refusal is said, and the form is not offered again. */
export const NoCs2: Story = {
  globals: { persona: 'no-cs2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('The code RAIDER10 was not activated')
    await expect(alert).toHaveTextContent('Your account must own CS2 to activate a code.')
    await expect(canvas.queryByRole('textbox', { name: "Friend's code" })).toBeNull()
  },
}

/** A code nobody has: said, with the form to type the right one. */
export const UnknownCode: Story = {
  args: { code: 'NOSUCHCODE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This referral code does not exist.')
    await waitFor(() => expect(canvas.getByRole('textbox', { name: "Friend's code" })).toHaveValue('NOSUCHCODE'))
  },
}

export const RussianActivates: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status')).toHaveTextContent(
        /^Код RAIDER10 активирован\. Спасибо: ваш друг получит 25,00\s/,
      ),
    )
  },
}

export const RussianOwnCode: Story = {
  globals: { locale: 'ru', persona: 'regular' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'RAIDER10 — это ваш собственный код',
    )
  },
}

export const RussianAlreadyActivated: Story = {
  globals: { locale: 'ru', persona: 'referred' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Вы уже активировали код друга.')
  },
}

export const RussianLevelTooLow: Story = {
  globals: { locale: 'ru', persona: 'low-level' },
  args: { checkLevel: <Button size="sm">Проверить уровень</Button> },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Ваш уровень Steam слишком низок для активации кода',
    )
  },
}

export const RussianNoCs2: Story = {
  globals: { locale: 'ru', persona: 'no-cs2' },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('Код RAIDER10 не активирован')
    await expect(alert).toHaveTextContent('Для активации на аккаунте должна быть CS2.')
  },
}
