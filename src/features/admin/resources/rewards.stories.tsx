import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { ResourceFormPage } from '../resource-kit/resource-form-page'
import { resourceStories } from '../test-harness/resource-story'
import { rewardsResource } from './rewards'

/** Rewards on the fake backend, signed in as `admin`: reward 1 was given out, reward 5 is free (both of giveaway 1). */
const pages = resourceStories(rewardsResource, { id: 1 })
const meta = { ...pages.meta } satisfies Meta<typeof ResourceFormPage>

export default meta
type Story = StoryObj<typeof meta>

/** Value, giveaway, who took it and when; narrowed to the rewards given out. */
export const List: Story = pages.list({
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const table = await page.findByRole('table', { name: 'Rewards' })
    const [, first] = within(table).getAllByRole('row')
    await expect(first).toHaveTextContent(/Cyberpunk 2077 key/)
    await expect(first).toHaveTextContent(/\d{4}, \d{2}:\d{2} UTC/)
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Taken' }), 'Yes')
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('row')
          .slice(1)
          .every((row) => /UTC/.test(row.textContent ?? '')),
      ).toBe(true),
    )
  },
})

/** Given out: read-only with the reason, no Save; the server's refusal to delete is said in the dialog. */
export const GivenOut: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('note')).toHaveTextContent(
      'This reward has been given out: it can be neither changed nor deleted.',
    )
    await expect(page.getByRole('textbox', { name: 'Key or code' })).toHaveAttribute('readonly')
    await expect(page.getByRole<HTMLInputElement>('textbox', { name: 'Taken by' }).value).toMatch(/\(#\d+\)$/)
    await expect(page.queryByRole('button', { name: 'Save' })).toBeNull()
    await userEvent.click(page.getByRole('button', { name: 'Delete' }))
    const dialog = within(await within(document.body).findByRole('dialog'))
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }))
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      /took this reward on .*: it can be neither changed nor deleted\./,
    )
  },
}

/** A free reward is edited like any record; a key already in its giveaway is refused on its field. */
export const DuplicateKey: Story = pages.edit(5, {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const value = await page.findByRole('textbox', { name: 'Key or code' })
    await expect(page.getByRole('textbox', { name: 'Taken by' })).toHaveValue('Nobody yet')
    await userEvent.clear(value)
    await userEvent.type(value, '2zsjp-jd4gd-6l6jj')
    await userEvent.click(page.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(value).toHaveAccessibleDescription(
        expect.stringContaining('This key or code is already in the giveaway.'),
      ),
    )
  },
})

/** From a giveaway's "Add a reward" link: the giveaway is preset. */
export const CreateForGiveaway: Story = pages.create({
  preset: { giveawayId: 2 },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await waitFor(() => expect(page.getByRole('combobox', { name: 'Giveaway' })).toHaveDisplayValue('Elden Ring key'))
    await userEvent.type(page.getByRole('textbox', { name: 'Key or code' }), 'NEW12-KEY34-ABCDE')
    await userEvent.click(page.getByRole('button', { name: 'Create' }))
    await expect(await page.findByText('Created: NEW12-KEY34-ABCDE')).toBeInTheDocument()
  },
})

export const GivenOutRussian: Story = pages.edit(1, {
  locale: 'ru',
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('note')).toHaveTextContent(
      'Награда уже выдана: её нельзя ни изменить, ни удалить.',
    )
    await expect(page.getByRole('textbox', { name: 'Кто получил' })).toBeVisible()
  },
})
