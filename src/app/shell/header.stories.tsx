import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Header } from './header'
import { placeholderShortfall } from '@testing/layout/placeholder-room'
import { atViewport, viewportParameters } from '@testing/layout/viewports'

const meta = {
  component: Header,
  decorators: [
    (Story) => (
      <div style={{ minHeight: 560 }}>
        <Story />
      </div>
    ),
  ],
  globals: { locale: 'en' },
} satisfies Meta<typeof Header>

export default meta
type Story = StoryObj<typeof meta>

export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const header = within(canvasElement)
    await expect(await header.findByRole('button', { name: 'Sign in' })).toBeInTheDocument()
    await expect(header.queryByRole('button', { name: /^Notifications/ })).toBeNull()
  },
}

/** Name, balance with two decimals, notifications and logout. */
export const SignedIn: Story = {
  globals: { persona: 'regular' },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement)
    await expect(await header.findByRole('button', { name: /^Notifications/ })).toBeInTheDocument()
    const profileLinks = header.getAllByRole('link', { name: /coins/ })
    await expect(profileLinks[0]).toHaveAttribute('href', '/en/profile')
    await expect(profileLinks[0]?.textContent).toMatch(/\d\.\d{2}/)
    // The admin panel's guard would not let a regular user in: no way to it is shown.
    await expect(header.queryByRole('link', { name: 'Admin panel' })).toBeNull()
  },
}

/** Those the admin panel lets in (admins and articles editors) find their way to it beside their account. */
export const SignedInEditor: Story = {
  globals: { persona: 'editor' },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement)
    await expect(await header.findByRole('link', { name: 'Admin panel' })).toHaveAttribute('href', '/en/admin')
  },
}

/** On a phone the admin panel is spelled out in the menu, with the account. */
export const MobileAdmin: Story = {
  globals: { persona: 'admin', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement)
    await userEvent.click(await header.findByRole('button', { name: 'Menu' }))
    const account = header.getByRole('region', { name: 'Account' })
    await expect(within(account).getByRole('link', { name: 'Admin panel' })).toHaveAttribute('href', '/en/admin')
  },
}

export const Russian: Story = { globals: { locale: 'ru', persona: 'rich' } }

/** The burger menu: Escape closes it and gives focus back to its button. */
export const MobileMenu: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement)
    const burger = await header.findByRole('button', { name: 'Menu' })
    await userEvent.click(burger)
    await expect(burger).toHaveAttribute('aria-expanded', 'true')
    await userEvent.keyboard('{Escape}')
    await expect(burger).toHaveAttribute('aria-expanded', 'false')
    await expect(burger).toHaveFocus()
  },
}

/** A phone: the balance stays in the row (two decimals, to the profile); the name is in the menu. */
export const MobileSignedIn: Story = {
  globals: { persona: 'regular', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement)
    const balance = await header.findByRole('link', { name: 'Balance: 250.00 coins' })
    await expect(balance).toBeVisible()
    await expect(balance).toHaveAttribute('href', '/en/profile')
    // Role queries skip what is not rendered: the name is found only once the menu is open.
    await expect(header.queryByRole('link', { name: /^RegularRaider/ })).toBeNull()
    await userEvent.click(header.getByRole('button', { name: 'Menu' }))
    await expect(header.getByRole('link', { name: /^RegularRaider/ })).toHaveAttribute('href', '/en/profile')
  },
}

/** The burger menu on the Game modes page: the highlighted link is the current page and keeps its contrast (axe). */
export const MobileMenuOnGameModes: Story = {
  parameters: { route: '/games' },
  globals: { locale: 'ru', persona: 'rich', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement)
    await userEvent.click(await header.findByRole('button', { name: 'Меню' }))
    const games = header.getByRole('link', { name: 'Игровые режимы' })
    await expect(games).toHaveAttribute('aria-current', 'page')
    await expect(getComputedStyle(games).backgroundImage).toContain('gradient')
  },
}

/**
 * The narrowest phone (320 px) signed in, the fullest row: the search's Find button sits inside
 * the field, and the row still ends at the burger, within the screen.
 */
export const MobileSearch: Story = {
  globals: { persona: 'regular', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement)
    const field = (await header.findByRole('combobox', { name: 'Search' })).getBoundingClientRect()
    const find = header.getByRole('button', { name: 'Find' })
    await expect(find).toBeVisible()
    const button = find.getBoundingClientRect()
    await expect([button.left >= field.left, button.right <= field.right]).toEqual([true, true])
    const burger = header.getByRole('button', { name: 'Menu' }).getBoundingClientRect()
    await expect(burger.left).toBeGreaterThanOrEqual(field.right)
    await expect(burger.right).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth)
  },
}

/** On a phone the signed-in row folds the search into its icon (no cut placeholder); tapped, it spreads over the row. */
export const MobileSearchFolds: Story = {
  globals: { locale: 'ru', persona: 'rich', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement)
    const field = await header.findByRole('combobox', { name: 'Поиск' })
    await expect(field.getBoundingClientRect().width).toBeLessThanOrEqual(40)
    await userEvent.click(field)
    await expect(field).toHaveFocus()
    await waitFor(() => expect(field.getBoundingClientRect().width).toBeGreaterThan(250))
  },
}

/** The tightest signed-in row: Russian links, the search, the account. The search's placeholder shows whole, not cut with "…". */
export const RussianPlaceholderFitsAt1440: Story = {
  parameters: viewportParameters,
  globals: { locale: 'ru', persona: 'rich', ...atViewport('w1440') },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(1440)
    const header = within(canvasElement)
    await expect(await header.findByRole('link', { name: /GoldenDragon/ })).toBeVisible()
    const field = header.getByRole<HTMLInputElement>('combobox', { name: 'Поиск' })
    await expect(placeholderShortfall(field)).toBe(0)
  },
}
