import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { ResourceFormPage } from '../resource-kit/resource-form-page'
import { columnTexts, resourceStories } from '../test-harness/resource-story'
import { notificationsResource } from './notifications'

/** Notifications on the fake backend, signed in as `admin`; notification 11 was sent to GoldenDragon. */
const pages = resourceStories(notificationsResource, {})
const meta = { ...pages.meta } satisfies Meta<typeof ResourceFormPage>

export default meta
type Story = StoryObj<typeof meta>

const addressees = (table: HTMLElement) => columnTexts(table, 1)

/** Newest first; the user filter is found by typing, not listed. */
export const List: Story = pages.list({
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const table = await page.findByRole('table', { name: 'Notifications' })
    await expect(page.getByRole('columnheader', { name: /^Sent\b(?! to)/ })).toHaveAttribute('aria-sort', 'descending')
    await userEvent.type(page.getByRole('combobox', { name: 'User' }), 'regular')
    await userEvent.click(await page.findByRole('option', { name: 'RegularRaider' }))
    await waitFor(() => expect(new Set(addressees(table))).toEqual(new Set(['RegularRaider'])))
    await userEvent.click(page.getByRole('button', { name: 'Clear User' }))
    await waitFor(() => expect(new Set(addressees(table)).size).toBeGreaterThan(1))
  },
})

/** To one user, found with the keyboard; a link that is neither a site path nor http(s) is refused on its field. */
export const CreateForOneUser: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.click(await page.findByRole('radio', { name: 'One user' }))
    const user = page.getByRole('combobox', { name: 'User' })
    await userEvent.type(user, 'golden')
    // The matches of "golden", not those shown while it was typed.
    await waitFor(() =>
      expect(
        within(page.getByRole('listbox', { name: 'User' }))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['GoldenDragon']),
    )
    await waitFor(() => expect(page.getByRole('listbox', { name: 'User' })).not.toHaveAttribute('aria-busy'))
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expect(user).toHaveValue('GoldenDragon')
    await userEvent.type(page.getByRole('textbox', { name: 'Title, Russian' }), 'Подарок')
    await userEvent.type(page.getByRole('textbox', { name: 'Title, English' }), 'A gift')
    await userEvent.type(page.getByRole('textbox', { name: 'Description, Russian' }), 'Загляните в профиль.')
    await userEvent.type(page.getByRole('textbox', { name: 'Description, English' }), 'Look at your profile.')
    const link = page.getByRole('textbox', { name: 'Link (optional)' })
    await userEvent.type(link, 'profile')
    await userEvent.click(page.getByRole('button', { name: 'Create' }))
    await waitFor(() =>
      expect(link).toHaveAccessibleDescription(expect.stringContaining('A site path (e.g. /games/cases)')),
    )
    await userEvent.clear(link)
    await userEvent.type(link, '/profile')
    await userEvent.click(page.getByRole('button', { name: 'Create' }))
    await expect(await page.findByText('Created: A gift')).toBeInTheDocument()
  },
}

/** One user but none chosen: the form asks before sending. */
export const UserRequired: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.click(await page.findByRole('radio', { name: 'One user' }))
    await userEvent.click(page.getByRole('button', { name: 'Create' }))
    await waitFor(() =>
      expect(page.getByRole('combobox', { name: 'User' })).toHaveAccessibleDescription(
        expect.stringContaining('Choose a user.'),
      ),
    )
  },
}

/** From a user's page: the addressee is preset. */
export const CreatePreset: Story = pages.create({
  preset: { userId: 3 },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('radio', { name: 'One user' })).toBeChecked()
    await waitFor(() => expect(page.getByRole('combobox', { name: 'User' })).toHaveValue('GoldenDragon'))
  },
})

/** Sent already: the addressee is read-only, the texts and link can change. */
export const Edit: Story = pages.edit(11, {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const sentTo = await page.findByRole('textbox', { name: 'Sent to' })
    await expect(sentTo).toHaveAttribute('readonly')
    await expect(sentTo).toHaveValue('GoldenDragon (#3)')
    await expect(page.queryByRole('radio', { name: 'Everyone' })).toBeNull()
    const title = page.getByRole('textbox', { name: 'Title, English' })
    await userEvent.clear(title)
    await userEvent.type(title, 'A new giveaway is live')
    await userEvent.click(page.getByRole('button', { name: 'Save' }))
    await expect(await page.findByText('Saved: A new giveaway is live')).toBeInTheDocument()
  },
})

export const CreateRussian: Story = pages.create({
  locale: 'ru',
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('radio', { name: 'Все пользователи' })).toBeChecked()
    await expect(page.getByRole('group', { name: 'Заголовок' })).toBeVisible()
  },
})
