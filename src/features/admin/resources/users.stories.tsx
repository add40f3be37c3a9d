import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { Schemas } from '~/api/types'
import { apiOverride } from '@testing/api-override'
import { ResourceFormPage } from '../resource-kit/resource-form-page'
import { phoneWidth, resourceStories } from '../test-harness/resource-story'
import { usersResource } from './users'

/**
 * Users on the fake backend, signed in as `admin` (SiteAdmin, #4). RegularRaider (#2) has 250.00
 * coins, a ledger of three entries and seven trades.
 */
const pages = resourceStories(usersResource, { id: 2 })
const meta = { ...pages.meta } satisfies Meta<typeof ResourceFormPage>

export default meta
type Story = StoryObj<typeof meta>

const section = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('region', { name }))

/** Avatar, name, id, roles, balance with two decimals, level, registration; narrowed by a role from the roles list. */
export const List: Story = pages.list({
  query: '?sort=steamName',
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const table = await page.findByRole('table', { name: 'Users' })
    const regular = within(within(table).getByRole('cell', { name: 'RegularRaider' }).closest('tr') as HTMLElement)
    await expect(regular.getByRole('cell', { name: '250.00' })).toBeVisible()
    await expect(regular.getByRole('cell', { name: '76561198060265730' })).toBeVisible()
    const role = page.getByRole('combobox', { name: 'Role' })
    await waitFor(() => expect(within(role).getByRole('option', { name: 'Administrator' })).toBeInTheDocument())
    await userEvent.selectOptions(role, 'Administrator')
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2))
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/SiteAdmin.*admin/)
  },
})

/** The editable fields, what only shows (level, balance, referral code, registration), and beside them the balance form, ledger and trades. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('textbox', { name: 'Platform id' })).toHaveAttribute('readonly')
    await expect(page.getByRole('textbox', { name: 'Balance, coins' })).toHaveValue('250.00')
    await expect(page.getByRole('textbox', { name: 'Referral code' })).toHaveAttribute('readonly')
    await expect(await page.findByRole('checkbox', { name: 'Administrator' })).not.toBeChecked()
    const ledger = await section(canvasElement, 'Coin ledger')
    await waitFor(() => expect(ledger.getAllByRole('row')).toHaveLength(4))
    await expect(ledger.getAllByRole('row')[1]).toHaveTextContent('+200.00')
    const trades = await section(canvasElement, 'Trades')
    await waitFor(() => expect(trades.getAllByRole('row').length).toBeGreaterThan(1))
    await expect(trades.getAllByRole('row')[1]).toHaveTextContent(
      /Desert Eagle \| Blaze \(Minimal Wear\).*Shop purchase.*8\.58/,
    )
    await expect(page.getByRole('link', { name: 'Send a notification to RegularRaider' })).toHaveAttribute(
      'href',
      '/en/admin/notifications/new?userId=2',
    )
  },
}

/** Taking more than there is: the server's message at the amount. Then a real adjustment: the balance and the ledger follow. */
export const AdjustBalance: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const balance = await section(canvasElement, 'Balance')
    const amount = await balance.findByRole('textbox', { name: 'Amount, coins' })
    await userEvent.type(amount, '-300')
    await userEvent.type(balance.getByRole('textbox', { name: 'Reason' }), 'Duplicate bonus')
    await userEvent.click(balance.getByRole('button', { name: 'Adjust the balance' }))
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        expect.stringContaining('The balance cannot go below zero: at most 250.00 coins can be taken.'),
      ),
    )
    await userEvent.clear(amount)
    await userEvent.type(amount, '-12,5')
    await userEvent.click(balance.getByRole('button', { name: 'Adjust the balance' }))
    await expect(
      await page.findByText('Balance of RegularRaider changed by −12.50: now 237.50 coins.'),
    ).toBeInTheDocument()
    await waitFor(() => expect(page.getByRole('textbox', { name: 'Balance, coins' })).toHaveValue('237.50'))
    await expect(amount).toHaveValue('')
    const ledger = await section(canvasElement, 'Coin ledger')
    await waitFor(() =>
      expect(ledger.getAllByRole('row')[1]).toHaveTextContent(/−12\.50.*237\.50.*Duplicate bonus — by SiteAdmin/),
    )
  },
}

/** Not a number: said before anything is sent. */
export const AmountNotANumber: Story = {
  play: async ({ canvasElement }) => {
    const balance = await section(canvasElement, 'Balance')
    const amount = await balance.findByRole('textbox', { name: 'Amount, coins' })
    await userEvent.type(amount, 'ten')
    await userEvent.click(balance.getByRole('button', { name: 'Adjust the balance' }))
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(expect.stringContaining('Enter an amount such as 25 or -12.50.')),
    )
  },
}

const entry = (id: number): Schemas['AdminLedgerEntry'] => ({
  id,
  amount: id % 2 ? 10 : -5,
  balanceAfter: 100 + id,
  kind: id % 2 ? 'admin' : 'shop-buy',
  note: id % 2 ? `Correction ${id}` : null,
  author: null,
  createdAt: new Date(Date.UTC(2025, 5, 1, 12, id)).toISOString(),
})
const trade = (id: number): Schemas['AdminTrade'] => ({
  id,
  kind: 'shop',
  marketHashName: `AK-47 | Slate (Field-Tested) #${id}`,
  price: 3.1,
  status: 'waiting',
  rarityColor: '#4b69ff',
  image: '',
  tradelink: null,
  createdAt: new Date(Date.UTC(2025, 5, 1, 12, id)).toISOString(),
})
function pagedAnswer<T>(make: (id: number) => T, total: number) {
  return ({ request }: { request: Request }) => {
    const page = Number(new URL(request.url).searchParams.get('page') ?? 1)
    const ids = Array.from({ length: Math.min(10, total - (page - 1) * 10) }, (_, i) => (page - 1) * 10 + i + 1)
    return {
      status: 200 as const,
      body: { data: ids.map(make), pagination: { total, current_page: page, last_page: Math.ceil(total / 10) } },
    }
  }
}

/** Long ledgers and trade lists page apart from each other, each under its own address key. */
export const PagedApart: Story = pages.edit(2, {
  query: '?ledgerPage=2',
  parameters: {
    msw: [
      apiOverride('get', '/admin/users/{id}/ledger', pagedAnswer(entry, 25)),
      apiOverride('get', '/admin/users/{id}/trades', pagedAnswer(trade, 15)),
    ],
  },
  play: async ({ canvasElement }) => {
    const ledger = await section(canvasElement, 'Coin ledger')
    await waitFor(() => expect(ledger.getAllByRole('row')[1]).toHaveTextContent('Correction 11'))
    const ledgerPages = ledger.getByRole('navigation', { name: 'Pages of Coin ledger' })
    await expect(within(ledgerPages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    // The story's router knows no routes, so only the address's search is the page's own.
    await expect(within(ledgerPages).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toMatch(
      /\?ledgerPage=3$/,
    )
    const trades = await section(canvasElement, 'Trades')
    await waitFor(() => expect(trades.getAllByRole('row')[1]).toHaveTextContent('#1'))
    const tradePage2 = within(trades.getByRole('navigation', { name: 'Pages of Trades' })).getByRole('link', {
      name: 'Page 2',
    })
    await expect(tradePage2.getAttribute('href')).toMatch(/\?ledgerPage=2&tradesPage=2$/)
  },
})

/** One's own admin role cannot be taken away: the server says so at the roles. */
export const OwnAdminRole: Story = pages.edit(4, {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const admin = await page.findByRole('checkbox', { name: 'Administrator' })
    await waitFor(() => expect(admin).toBeChecked())
    await userEvent.click(admin)
    await userEvent.click(page.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(page.getByRole('group', { name: 'Roles' })).toHaveAccessibleDescription(
        expect.stringContaining('You cannot take the admin role from yourself.'),
      ),
    )
  },
})

/** Registering an account in advance: a platform id that is not one is refused at its field; roles are ticked from the roles list. */
export const Create: Story = pages.create({
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const platformId = await page.findByRole('textbox', { name: 'Platform id' })
    await expect(platformId).not.toHaveAttribute('readonly')
    await expect(page.queryByRole('region', { name: 'Balance' })).toBeNull()
    await userEvent.type(platformId, '12345')
    await userEvent.type(page.getByRole('textbox', { name: 'Name' }), 'NewModerator')
    await userEvent.click(await page.findByRole('checkbox', { name: 'Moderator' }))
    await userEvent.click(page.getByRole('button', { name: 'Create' }))
    await waitFor(() =>
      expect(platformId).toHaveAccessibleDescription(
        expect.stringContaining('A platform id: 17 digits starting with 7656119.'),
      ),
    )
    await userEvent.clear(platformId)
    await userEvent.type(platformId, '76561198000000001')
    await userEvent.click(page.getByRole('button', { name: 'Create' }))
    await expect(await page.findByText('Created: NewModerator')).toBeInTheDocument()
  },
})

export const EditRussian: Story = pages.edit(2, {
  locale: 'ru',
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('textbox', { name: 'Баланс, монеты' })).toHaveValue('250,00')
    await expect(page.getByRole('region', { name: 'Журнал монет' })).toBeVisible()
  },
})

/** Phone width: one column; the tables scroll inside their own box. */
export const Narrow: Story = {
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    const trades = await within(canvasElement).findByRole('region', { name: 'Trades' })
    await waitFor(() => expect(within(trades).getAllByRole('row').length).toBeGreaterThan(1))
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1)
  },
}
