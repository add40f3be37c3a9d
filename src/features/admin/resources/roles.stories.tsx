import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { ResourceFormPage } from '../resource-kit/resource-form-page'
import { resourceStories } from '../test-harness/resource-story'
import { rolesResource } from './roles'

/** Roles on the fake backend, signed in as `admin`. */
const pages = resourceStories(rolesResource, { id: 1 })
const meta = { ...pages.meta } satisfies Meta<typeof ResourceFormPage>

export default meta
type Story = StoryObj<typeof meta>

const cellsOf = (table: HTMLElement, name: string) => {
  const row = within(table).getByRole('cell', { name }).closest('tr')
  if (!row) throw new Error(`No row ${name}`)
  return within(row)
}

/** Name, title, the built-in mark and the holders; a built-in role's Delete is disabled and says why. */
export const List: Story = pages.list({
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Roles' })
    const admin = cellsOf(table, 'admin')
    await expect(admin.getByText('Built-in')).toBeVisible()
    await expect(admin.getByRole('button', { name: 'Delete Administrator' })).toBeDisabled()
    await expect(admin.getByRole('button', { name: 'Delete Administrator' })).toHaveAccessibleDescription(
      'A built-in role cannot be deleted.',
    )
    await expect(cellsOf(table, 'moderator').getByRole('button', { name: 'Delete Moderator' })).toBeEnabled()
    await expect(within(table).getByRole('columnheader', { name: /Users/ })).toBeVisible()
  },
})

export const ListRussian: Story = pages.list({
  locale: 'ru',
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Роли' })
    await expect(cellsOf(table, 'admin').getByText('Встроенная')).toBeVisible()
  },
})

/** A built-in role: its name is read-only, its title editable, Delete disabled with the reason. */
export const EditBuiltIn: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('heading', { level: 1, name: 'Role Administrator' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Name (identifier)' })).toHaveAttribute('readonly')
    await expect(page.getByRole('textbox', { name: 'Name (identifier)' })).toHaveValue('admin')
    await expect(page.getByRole('button', { name: 'Delete' })).toBeDisabled()
    await expect(page.getByText('A built-in role cannot be deleted.')).toBeVisible()
  },
}

/** Saving an edit sends the title only (the name is fixed). */
export const SaveTitle: Story = pages.edit(3, {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const english = await page.findByRole('textbox', { name: 'Display name, English' })
    await userEvent.clear(english)
    await userEvent.type(english, 'Community moderator')
    await userEvent.click(page.getByRole('button', { name: 'Save' }))
    await expect(await page.findByText('Saved: Community moderator')).toBeInTheDocument()
  },
})

/** A new role; a taken name is refused on its field. */
export const CreateTakenName: Story = pages.create({
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const name = await page.findByRole('textbox', { name: 'Name (identifier)' })
    await expect(name).not.toHaveAttribute('readonly')
    await expect(page.queryByRole('button', { name: 'Delete' })).toBeNull()
    await userEvent.type(name, 'admin')
    await userEvent.type(page.getByRole('textbox', { name: 'Display name, Russian' }), 'Дубль')
    await userEvent.type(page.getByRole('textbox', { name: 'Display name, English' }), 'Duplicate')
    await userEvent.click(page.getByRole('button', { name: 'Create' }))
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(expect.stringContaining('A role with this name already exists.')),
    )
    await userEvent.clear(name)
    await userEvent.type(name, 'support')
    await userEvent.click(page.getByRole('button', { name: 'Create' }))
    await expect(await page.findByText('Created: Duplicate')).toBeInTheDocument()
  },
})

/** A role users hold cannot go: the server says who in the dialog. */
export const DeleteRefused: Story = pages.edit(3, {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await page.findByRole('heading', { level: 1, name: 'Role Moderator' })
    // FreshRecruit (#1) is made a moderator, as the users page would.
    const body = new FormData()
    body.set('steamName', 'FreshRecruit')
    body.set('roles', JSON.stringify(['moderator']))
    await fetch('/api/admin/users/1', { method: 'PUT', body, credentials: 'include' })
    await userEvent.click(page.getByRole('button', { name: 'Delete' }))
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Delete “Moderator”?' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }))
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'It cannot be deleted while these use it: 1 user holding it.',
    )
  },
})

export const EditRussian: Story = pages.edit(1, {
  locale: 'ru',
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('heading', { level: 1, name: 'Роль Администратор' })).toBeVisible()
    await expect(page.getByText('Встроенную роль удалить нельзя.')).toBeVisible()
  },
})
