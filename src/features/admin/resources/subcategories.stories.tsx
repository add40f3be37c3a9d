import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { ResourceFormPage } from '../resource-kit/resource-form-page'
import { columnTexts, phoneWidth, resourceStories } from '../test-harness/resource-story'
import { subcategoriesResource } from './subcategories'

/** Subcategories on the fake backend, signed in as `admin`. */
const pages = resourceStories(subcategoriesResource, { id: 1 })
const meta = { ...pages.meta } satisfies Meta<typeof ResourceFormPage>

export default meta
type Story = StoryObj<typeof meta>

/** Name, category, slug, cards and position; the category filter offers the categories. */
export const List: Story = pages.list({
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await page.findByRole('table', { name: 'Subcategories' })
    await expect(columnTexts(canvasElement, 0).slice(0, 2)).toEqual(['No deposit', 'For tasks'])
    await expect(columnTexts(canvasElement, 1).slice(0, 2)).toEqual(['CS2 cases', 'Free skins'])
    await expect(page.getByRole('columnheader', { name: /Position/ })).toHaveAttribute('aria-sort', 'ascending')
    const category = page.getByRole('combobox', { name: 'Category' })
    await waitFor(() => expect(within(category).getByRole('option', { name: 'Rust skins' })).toBeInTheDocument())
    await userEvent.selectOptions(category, 'Rust skins')
    await waitFor(() => expect(columnTexts(canvasElement, 0)).toEqual(['Rust cases', 'Rust giveaways']))
  },
})

export const ListRussian: Story = pages.list({
  locale: 'ru',
  query: '?category=1',
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table', { name: 'Подкатегории' })
    await waitFor(() =>
      expect(columnTexts(canvasElement, 0)).toEqual(['Без депозита', 'Ежедневный бонус', 'Новые сайты']),
    )
  },
})

/** A subcategory with cards: its category select says they must move first. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('heading', { level: 1, name: 'Subcategory No deposit' })).toBeVisible()
    const category = page.getByRole('combobox', { name: 'Category' })
    await waitFor(() => expect(category).toHaveDisplayValue('CS2 cases'))
    await expect(category).toHaveAccessibleDescription(
      'Cards in it: 9. It can move to another category only once they are moved.',
    )
    await expect(page.getByRole('textbox', { name: 'Button text, English' })).toHaveValue('Get the bonus')
  },
}

/** The server refuses to move a subcategory that has cards: its message is on the category field. */
export const MoveRefused: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const category = await page.findByRole('combobox', { name: 'Category' })
    await waitFor(() => expect(within(category).getByRole('option', { name: 'Rust skins' })).toBeInTheDocument())
    await userEvent.selectOptions(category, 'Rust skins')
    await userEvent.click(page.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(category).toHaveAttribute('aria-invalid', 'true'))
    await expect(category).toHaveAccessibleDescription(
      expect.stringContaining('It cannot move to another category while it has 9 cards: move them first.'),
    )
    await expect(category).toHaveFocus()
  },
}

/** A slug is unique within its category: a taken one is refused on its field. */
export const CreateTakenSlug: Story = pages.create({
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const category = await page.findByRole('combobox', { name: 'Category' })
    await waitFor(() => expect(within(category).getByRole('option', { name: 'CS2 cases' })).toBeInTheDocument())
    await userEvent.selectOptions(category, 'CS2 cases')
    await userEvent.type(page.getByRole('textbox', { name: 'Name, Russian' }), 'Без депозита 2')
    await userEvent.type(page.getByRole('textbox', { name: 'Name, English' }), 'No deposit 2')
    await userEvent.type(page.getByRole('textbox', { name: 'Slug' }), 'no-deposit')
    await userEvent.type(page.getByRole('textbox', { name: 'Button text, Russian' }), 'Смотреть')
    await userEvent.type(page.getByRole('textbox', { name: 'Button text, English' }), 'Look')
    await userEvent.click(page.getByRole('button', { name: 'Create' }))
    const slug = page.getByRole('textbox', { name: 'Slug' })
    await waitFor(() =>
      expect(slug).toHaveAccessibleDescription(
        expect.stringContaining('This category already has a subcategory with this slug.'),
      ),
    )
    await userEvent.clear(slug)
    await userEvent.type(slug, 'no-deposit-2')
    await userEvent.click(page.getByRole('button', { name: 'Create' }))
    await expect(await page.findByText('Created: No deposit 2')).toBeInTheDocument()
  },
})

/** A new subcategory must be given a category before anything is sent. */
export const CreateWithoutCategory: Story = pages.create({
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.click(await page.findByRole('button', { name: 'Create' }))
    const category = page.getByRole('combobox', { name: 'Category' })
    await waitFor(() => expect(category).toHaveAccessibleDescription('Choose a category.'))
    await expect(category).toHaveFocus()
  },
})

/** One with cards cannot be deleted: the server's reason is said in the dialog. */
export const DeleteRefused: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await page.findByRole('heading', { level: 1, name: 'Subcategory No deposit' })
    await userEvent.click(page.getByRole('button', { name: 'Delete' }))
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Delete “No deposit”?' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }))
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'It cannot be deleted while these use it: 9 cards.',
    )
  },
}

export const EditRussianNarrow: Story = pages.edit(1, {
  locale: 'ru',
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('heading', { level: 1, name: 'Подкатегория Без депозита' })).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Категория' })).toHaveAccessibleDescription(
      expect.stringContaining('Карточек в ней: 9.'),
    )
    const phone = page.getByTestId('phone')
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth)
  },
})
