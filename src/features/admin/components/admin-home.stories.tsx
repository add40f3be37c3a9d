import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { apiOverride } from '@testing/api-override'
import { withPageBoundary } from '@testing/stories/with-page-boundary'
import { AdminHome } from './admin-home'

const meta = {
  component: AdminHome,
  decorators: [withPageBoundary()],
  parameters: { route: '/en/admin' },
  globals: { locale: 'en', persona: 'admin' },
} satisfies Meta<typeof AdminHome>

export default meta
type Story = StoryObj<typeof meta>

/** An admin may open every section: the grid shows those the panel has. */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('heading', { level: 1, name: 'Admin panel' })).toBeVisible()
    const links = page.getAllByRole('link')
    await expect(links.map((link) => link.textContent)).toEqual([
      'Articles',
      'Categories',
      'Subcategories',
      'Cards',
      'Card types',
      'Badges',
      'Banners',
      'Cases',
      'Tasks',
      'Promocodes',
      'Giveaways',
      'Rewards',
      'Notifications',
      'Contacts',
      'Users',
      'Roles',
    ])
    await expect(page.getByRole('link', { name: 'Badges' })).toHaveAttribute('href', '/en/admin/badges')
  },
}

/** An articles editor: the one section they may open. */
export const Editor: Story = {
  globals: { locale: 'en', persona: 'editor' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('link', { name: 'Articles' })).toHaveAttribute('href', '/en/admin/articles')
    await expect(page.getAllByRole('link')).toHaveLength(1)
  },
}

/** Someone who may open none of the sections the panel has (a role of the API this panel does not know yet; no persona has one). */
export const NoSections: Story = {
  parameters: {
    msw: [
      apiOverride('get', '/admin/access', () => ({ status: 200, body: { data: { sections: [], canUpload: false } } })),
    ],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByText('None of the sections you may manage is in the panel yet.')).toBeVisible()
    await expect(page.queryByRole('link')).toBeNull()
  },
}

export const Russian: Story = {
  parameters: { route: '/admin' },
  globals: { locale: 'ru', persona: 'admin' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('heading', { level: 1, name: 'Админ-панель' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Категории' })).toHaveAttribute('href', '/admin/categories')
  },
}
