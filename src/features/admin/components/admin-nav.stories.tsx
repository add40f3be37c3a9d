import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { phoneWidth } from '../test-harness/resource-story'
import { AdminNav } from './admin-nav'

const meta = {
  component: AdminNav,
  args: { sections: ['categories', 'card-types', 'badges'] },
  parameters: { route: '/en/admin/badges/3' },
  globals: { locale: 'en' },
} satisfies Meta<typeof AdminNav>

export default meta
type Story = StoryObj<typeof meta>

/** An admin: every section the panel has; the current one (also on a record's page) is marked. */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Admin panel' }))
    const links = nav.getAllByRole('link')
    await expect(links.map((link) => link.textContent)).toEqual(['Admin panel', 'Categories', 'Card types', 'Badges'])
    await expect(nav.getByRole('link', { name: 'Badges' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Categories' })).not.toHaveAttribute('aria-current')
    await expect(nav.getByRole('link', { name: 'Card types' })).toHaveAttribute('href', '/en/admin/card-types')
  },
}

/** An articles editor whose one section is not in the panel yet: only the panel's home. */
export const Editor: Story = {
  args: { sections: [] },
  parameters: { route: '/en/admin' },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Admin panel' }))
    await expect(nav.getAllByRole('link')).toHaveLength(1)
    await expect(nav.getByRole('link', { name: 'Admin panel' })).toHaveAttribute('aria-current', 'page')
  },
}

/** Below 900 px: a strip that scrolls sideways. */
export const Narrow: Story = {
  decorators: [phoneWidth],
  args: { sections: ['categories', 'subcategories', 'cards', 'card-types', 'badges', 'banners', 'cases'] },
}

export const Russian: Story = {
  parameters: { route: '/admin/categories' },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Админ-панель' }))
    await expect(nav.getByRole('link', { name: 'Категории' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Типы карточек' })).toHaveAttribute('href', '/admin/card-types')
  },
}
