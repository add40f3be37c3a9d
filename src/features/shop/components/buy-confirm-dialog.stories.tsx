import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { delay } from 'msw'
import type { Schemas } from '~/api/types'
import { makeCore, makeShopItem } from '@testing/fixtures/props'
import { apiOverride } from '@testing/api-override'
import { BuyConfirmDialog } from './buy-confirm-dialog'

const item = makeShopItem()
const pricey = makeShopItem({
  market_hash_name: '★ Karambit | Doppler (Factory New)',
  price: 1399.99,
  rarity: 'Covert',
  rarity_color: '#eb4b4b',
  quality: 'Factory New',
})

const bought = apiOverride('post', '/shop/buy', () => ({
  status: 200,
  body: { data: { balance: 49754.5 } } satisfies Schemas['BalanceResponse'],
}))

/** What the browser sends to a modal dialog when Escape is pressed (synthetic keys do not). */
function pressEscape(dialog: HTMLElement) {
  dialog.dispatchEvent(new Event('cancel', { cancelable: true }))
}

/** The dialog, once its opening animation has made it visible. */
async function openDialog(canvasElement: HTMLElement, name = 'Buy this item?') {
  const dialog = await within(canvasElement).findByRole('dialog', { name })
  await waitFor(() => expect(dialog).toBeVisible())
  return dialog
}

const meta = {
  component: BuyConfirmDialog,
  args: { item, onCancel: fn(), onBought: fn() },
  globals: { locale: 'en', persona: 'rich' },
} satisfies Meta<typeof BuyConfirmDialog>

export default meta
type Story = StoryObj<typeof meta>

/** The item, its price, the balance now and after; focus starts on Cancel, so Enter does not buy. */
export const Confirm: Story = {
  parameters: { msw: [bought] },
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Buy this item?')
    await expect(within(dialog).getByText('AWP | Atheris (Field-Tested)')).toBeVisible()
    await expect(within(dialog).getByText('Price').nextElementSibling).toHaveTextContent('245.50 coins')
    await expect(within(dialog).getByText('Your balance').nextElementSibling).toHaveTextContent('50,000.00 coins')
    await expect(within(dialog).getByText('Balance after').nextElementSibling).toHaveTextContent('49,754.50 coins')
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus())
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buy for 245.50 coins' }))
    await waitFor(() => expect(args.onBought).toHaveBeenCalledWith(item))
    await expect(args.onCancel).not.toHaveBeenCalled()
  },
}

/** From the keyboard: Tab reaches the buy button, Escape cancels (e2e presses the real key). */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Buy this item?')
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus())
    await userEvent.tab()
    await expect(within(dialog).getByRole('button', { name: 'Buy for 245.50 coins' })).toHaveFocus()
    pressEscape(dialog)
    await expect(args.onCancel).toHaveBeenCalledOnce()
    await expect(args.onBought).not.toHaveBeenCalled()
  },
}

/** While the purchase is in flight the buy button is busy and the dialog cannot be closed. */
export const Buying: Story = {
  parameters: { msw: [apiOverride('post', '/shop/buy', () => delay('infinite'))] },
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Buy this item?')
    const buy = within(dialog).getByRole('button', { name: 'Buy for 245.50 coins' })
    await userEvent.click(buy)
    await waitFor(() => expect(buy).toHaveAttribute('aria-busy', 'true'))
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled()
    pressEscape(dialog)
    await expect(args.onCancel).not.toHaveBeenCalled()
  },
}

/**
 * `new` has no coins and no tradelink: the dialog names both at once, the coins first, each with
 * its way on (where to earn coins, the profile's tradelink field), instead of offering to buy.
 */
export const NewUserLacksAll: Story = {
  globals: { persona: 'new' },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Buy this item?')
    const alert = within(dialog).getByRole('alert')
    const [coins, tradelink] = within(alert).getAllByRole('listitem')
    await expect(coins).toHaveTextContent('Not enough coins: you need 245.50 coins more.')
    await expect(within(coins!).getByRole('link', { name: 'Open free cases' })).toHaveAttribute(
      'href',
      '/en/games/cases',
    )
    await expect(within(coins!).getByRole('link', { name: 'Invite friends' })).toHaveAttribute('href', '/en/ref')
    await expect(tradelink).toHaveTextContent('you have not set one yet')
    await expect(within(tradelink!).getByRole('link', { name: 'Set your tradelink' })).toHaveAttribute(
      'href',
      '/en/profile#tradelink',
    )
    await expect(within(dialog).queryByRole('button', { name: /^Buy for/ })).toBeNull()
    await expect(within(dialog).getByRole('button', { name: 'Got it' })).toHaveFocus()
  },
}

/**
 * The page thought the purchase could go (another tab spent the coins meanwhile): the server's
 * refusal names what is lacking, and the dialog offers its way on all the same.
 */
export const ServerSaysWhatIsLacking: Story = {
  parameters: {
    msw: [
      apiOverride('post', '/shop/buy', () => ({
        status: 400,
        body: { error: 'Not enough coins: you need 5.00 coins more.', needs: ['coins'] },
      })),
    ],
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Buy this item?')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buy for 245.50 coins' }))
    const alert = await within(dialog).findByRole('alert')
    await expect(alert).toHaveTextContent('Not enough coins: you need 5.00 coins more.')
    await expect(within(alert).getByRole('link', { name: 'Open free cases' })).toHaveAttribute(
      'href',
      '/en/games/cases',
    )
    await expect(within(alert).queryByRole('link', { name: 'Set your tradelink' })).toBeNull()
  },
}

/** `regular` has 250 coins: the dialog says how many are missing. */
export const NotEnoughCoins: Story = {
  globals: { persona: 'regular' },
  args: { item: pricey },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Buy this item?')
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Not enough coins: you need 1,149.99 coins more.')
    await expect(within(dialog).queryByText('Balance after')).toBeNull()
    await expect(within(dialog).queryByRole('button', { name: /^Buy for/ })).toBeNull()
  },
}

/** A refusal only the server knows (the item was sold meanwhile) is said in the dialog, in front of its backdrop. */
export const ServerRefusal: Story = {
  parameters: {
    msw: [apiOverride('post', '/shop/buy', () => ({ status: 404, body: { error: 'This item is no longer on sale' } }))],
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Buy this item?')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buy for 245.50 coins' }))
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('This item is no longer on sale')
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Buy for 245.50 coins' })).toBeEnabled())
    await expect(within(dialog).getByText('Your balance').nextElementSibling).toHaveTextContent('50,000.00 coins')
    await expect(args.onBought).not.toHaveBeenCalled()
  },
}

/** Whether the session has ended in `SessionEnded`, and how often the page read `core` since. */
const session = { ended: false, coreReadsAfter: 0 }

/**
 * A 401 on "Buy" ends the session: the page reads `core` again and is signed out, and the dialog
 * stays, on the user it was opened for, saying why nothing was bought until it is closed.
 */
export const SessionEnded: Story = {
  beforeEach: () => {
    session.ended = false
    session.coreReadsAfter = 0
  },
  parameters: {
    msw: [
      apiOverride('post', '/shop/buy', () => {
        session.ended = true
        return { status: 401, body: {} }
      }),
      apiOverride('get', '/core', () => {
        if (!session.ended) return
        session.coreReadsAfter += 1
        return { status: 200, body: { data: makeCore() } satisfies Schemas['CoreResponse'] }
      }),
    ],
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Buy this item?')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buy for 245.50 coins' }))
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Authorization needed: please log in')
    await waitFor(() => expect(session.coreReadsAfter).toBeGreaterThan(0))
    // The guest's `core` is in the page a moment after the fake backend has answered it.
    await delay(300)
    await expect(within(canvasElement).getByRole('dialog', { name: 'Buy this item?' })).toBeVisible()
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Authorization needed: please log in')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await expect(args.onCancel).toHaveBeenCalledOnce()
    await expect(args.onBought).not.toHaveBeenCalled()
  },
}

export const Russian: Story = {
  globals: { locale: 'ru' },
  parameters: { msw: [bought] },
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Купить этот предмет?')
    await expect(within(dialog).getByText('Баланс после').nextElementSibling).toHaveTextContent(/^49\s754,50 монеты$/)
    await userEvent.click(within(dialog).getByRole('button', { name: /^Купить за 245,50/ }))
    await waitFor(() => expect(args.onBought).toHaveBeenCalledWith(item))
  },
}

export const RussianNewUserLacksAll: Story = {
  globals: { locale: 'ru', persona: 'new' },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Купить этот предмет?')
    await expect(within(dialog).getByRole('link', { name: 'Открыть бесплатные кейсы' })).toHaveAttribute(
      'href',
      '/games/cases',
    )
    await expect(within(dialog).getByRole('link', { name: 'Указать трейд-ссылку' })).toHaveAttribute(
      'href',
      '/profile#tradelink',
    )
  },
}

export const RussianNotEnoughCoins: Story = {
  globals: { locale: 'ru', persona: 'regular' },
  args: { item: pricey },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Купить этот предмет?')
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(/^Не хватает монет: нужно ещё 1\s149,99 монеты\./)
  },
}

/** On a phone the buttons stack, each as wide as the dialog, in reading order. */
export const PhoneButtons: Story = {
  args: { item: pricey },
  globals: { locale: 'ru', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Купить этот предмет?')
    const cancel = within(dialog).getByRole('button', { name: 'Отмена' }).getBoundingClientRect()
    const buy = within(dialog)
      .getByRole('button', { name: /^Купить за/ })
      .getBoundingClientRect()
    await expect(buy.top).toBeGreaterThanOrEqual(cancel.bottom)
    await expect(Math.round(buy.width)).toBe(Math.round(cancel.width))
  },
}

/** From 540 px the Russian buttons, the longest, stay on one row. */
export const OneRow: Story = {
  args: { item: pricey },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(window.matchMedia('(min-width: 540px)').matches).toBe(true)
    const dialog = await openDialog(canvasElement, 'Купить этот предмет?')
    const cancel = within(dialog).getByRole('button', { name: 'Отмена' }).getBoundingClientRect()
    const buy = within(dialog)
      .getByRole('button', { name: /^Купить за/ })
      .getBoundingClientRect()
    await expect(buy.top).toBe(cancel.top)
  },
}
