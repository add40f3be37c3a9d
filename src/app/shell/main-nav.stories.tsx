import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { MainNav } from './main-nav'

const meta = {
  component: MainNav,
  decorators: [
    (Story) => (
      <div style={{ padding: 24, background: 'var(--color-surface)' }}>
        <Story />
      </div>
    ),
  ],
  args: { variant: 'bar' },
  parameters: { route: '/en/shop' },
  globals: { locale: 'en' },
} satisfies Meta<typeof MainNav>

export default meta
type Story = StoryObj<typeof meta>

/** The header links, in order, to the pages of the visitor's language. */
export const Bar: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main navigation' })
    const links = within(nav).getAllByRole('link')
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/en'],
      ['Shop', '/en/shop'],
      ['Articles', '/en/articles'],
      ['Affiliate program', '/en/ref'],
      ['Contacts', '/en/contacts'],
      ['Game modes', '/en/games'],
    ])
  },
}

/** The current page's link is marked; "Main" only on the main page itself. */
export const CurrentPage: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main navigation' })
    await expect(within(nav).getByRole('link', { name: 'Shop' })).toHaveAttribute('aria-current', 'page')
    await expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
  },
}

/** Laid out for the burger menu. */
export const Menu: Story = {
  args: { variant: 'menu' },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main navigation' })
    await expect(within(nav).getAllByRole('link')).toHaveLength(6)
  },
}

/** Russian pages have no prefix. */
export const Russian: Story = {
  parameters: { route: '/' },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Основная навигация' })
    await expect(within(nav).getByRole('link', { name: 'Магазин' })).toHaveAttribute('href', '/shop')
    await expect(within(nav).getAllByRole('link')[0]).toHaveAttribute('href', '/')
  },
}

export const RussianMenu: Story = {
  args: { variant: 'menu' },
  parameters: { route: '/' },
  globals: { locale: 'ru' },
}
