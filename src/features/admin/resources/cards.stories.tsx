import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { ResourceFormPage } from '../resource-kit/resource-form-page'
import { phoneWidth, resourceStories } from '../test-harness/resource-story'
import { cardsResource } from './cards'

/** Cards on the fake backend, signed in as `admin`; card 8 (EpicBox) is a top card with three promocodes. */
const pages = resourceStories(cardsResource, { id: 8 })
const meta = { ...pages.meta } satisfies Meta<typeof ResourceFormPage>

export default meta
type Story = StoryObj<typeof meta>

const rowOf = (table: HTMLElement, title: string) => {
  const row = within(table).getByRole('cell', { name: title }).closest('tr')
  if (!row) throw new Error(`No row ${title}`)
  return within(row)
}

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent)

/** Thumbnail, title, category, the top mark, position, rating and date; in position order. */
export const List: Story = pages.list({
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const table = await page.findByRole('table', { name: 'Cards' })
    await expect(page.getByRole('columnheader', { name: /Position/ })).toHaveAttribute('aria-sort', 'ascending')
    const epicBox = rowOf(table, 'EpicBox')
    await expect(epicBox.getByText('Top')).toBeVisible()
    await expect(epicBox.getByRole('cell', { name: 'CS2 cases' })).toBeVisible()
    await expect(epicBox.getByRole('presentation')).toHaveAttribute(
      'src',
      expect.stringMatching(/\/api\/fake-images\/tile-[0-9a-f]{8}\.svg$/),
    )
    await expect(rowOf(table, 'LootClub').getByRole('cell', { name: '—' })).toBeVisible()
    await expect(page.getByText('72 records')).toBeVisible()
  },
})

/** With a category chosen, the subcategory filter offers that category's only; another category clears it. */
export const SubcategoryFilter: Story = pages.list({
  query: '?category=3&subcategory=6',
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await page.findByRole('table', { name: 'Cards' })
    const subcategory = page.getByRole('combobox', { name: 'Subcategory' })
    await waitFor(() => expect(optionsOf(subcategory)).toEqual(['All', 'Rust cases', 'Rust giveaways']))
    await expect(subcategory).toHaveDisplayValue('Rust cases')
    await expect(page.getByText('3 records')).toBeVisible()
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Category' }), 'Dota 2 items')
    await waitFor(() => expect(optionsOf(subcategory)).toEqual(['All', 'Arcanas', 'Dota 2 cases']))
    await expect(subcategory).toHaveDisplayValue('All')
  },
})

/** Top cards only, with a badge. */
export const TopWithBadge: Story = pages.list({
  query: '?top=true',
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const table = await page.findByRole('table', { name: 'Cards' })
    const rows = () => within(table).getAllByRole('row').slice(1)
    await waitFor(() => expect(rows().every((row) => within(row).queryByText('Top'))).toBe(true))
    const badge = page.getByRole('combobox', { name: 'Badge' })
    await waitFor(() => expect(optionsOf(badge)).toContain('No deposit'))
    await userEvent.selectOptions(badge, 'No deposit')
    await waitFor(() => expect(page.getByRole('cell', { name: 'EpicBox' })).toBeVisible())
  },
})

export const ListRussian: Story = pages.list({
  locale: 'ru',
  query: '?top=true',
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Карточки' })
    await expect(rowOf(table, 'EpicBox').getByText('Топ')).toBeVisible()
    await expect(within(table).getByRole('columnheader', { name: 'Превью' })).toBeVisible()
  },
})

/** A card: its page on the site, its relations, badges with their chips, the texts in the editor, its promocodes. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('heading', { level: 1, name: 'Card EpicBox' })).toBeVisible()
    await expect(page.getByRole('link', { name: /View on the site/ })).toHaveAttribute('href', '/en/cards/epicbox')
    await waitFor(() => expect(page.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('CS2 cases'))
    await waitFor(() => expect(page.getByRole('combobox', { name: 'Subcategory' })).toHaveDisplayValue('No deposit'))
    const badges = within(page.getByRole('group', { name: 'Badges' }))
    await waitFor(() => expect(badges.getAllByRole('checkbox')).toHaveLength(5))
    await expect(badges.getByRole('checkbox', { name: 'Top' })).toBeChecked()
    await expect(badges.getByRole('checkbox', { name: 'New' })).not.toBeChecked()
    const promocodes = within(page.getByRole('group', { name: 'Promocodes' }))
    await expect(
      within(promocodes.getByRole('group', { name: 'Promocode 1' })).getByRole('textbox', { name: 'Code' }),
    ).toHaveValue('EPICBOX15')
    await expect(
      within(promocodes.getByRole('group', { name: 'Promocode 1' })).getByLabelText('Valid until (UTC)'),
    ).toHaveValue('')
    await expect(
      within(promocodes.getByRole('group', { name: 'Promocode 2' })).getByLabelText<HTMLInputElement>(
        'Valid until (UTC)',
      ).value,
    ).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
    await expect(await page.findByRole('textbox', { name: 'Instruction, English' }, { timeout: 10_000 })).toBeVisible()
  },
}

/** Another category leaves the card in none of its subcategories, and offers the new category's. */
export const CategoryClearsSubcategory: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const category = await page.findByRole('combobox', { name: 'Category' })
    const subcategory = page.getByRole('combobox', { name: 'Subcategory' })
    await waitFor(() => expect(subcategory).toHaveDisplayValue('No deposit'))
    await userEvent.selectOptions(category, 'Rust skins')
    await waitFor(() => expect(optionsOf(subcategory)).toEqual(['None', 'Rust cases', 'Rust giveaways']))
    await expect(subcategory).toHaveDisplayValue('None')
  },
}

/** Removing a promocode and saving: the card keeps the others. */
export const RemovePromocode: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const promocodes = within(await page.findByRole('group', { name: 'Promocodes' }))
    await userEvent.click(promocodes.getByRole('button', { name: 'Remove Promocode 2' }))
    await expect(promocodes.getAllByRole('button', { name: /^Remove Promocode/ })).toHaveLength(2)
    await expect(
      within(promocodes.getByRole('group', { name: 'Promocode 2' })).getByRole('textbox', { name: 'Code' }),
    ).toHaveValue('START49')
    await userEvent.click(page.getByRole('button', { name: 'Save' }))
    await expect(await page.findByText('Saved: EpicBox')).toBeInTheDocument()
  },
}

/** A code listed twice: the server's message lands on the second item's code (`promocodes.1.code`). */
export const DuplicatePromocode: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const promocodes = within(await page.findByRole('group', { name: 'Promocodes' }))
    const second = within(promocodes.getByRole('group', { name: 'Promocode 2' })).getByRole('textbox', { name: 'Code' })
    await userEvent.clear(second)
    await userEvent.type(second, 'epicbox15')
    await userEvent.click(page.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(second).toHaveAttribute('aria-invalid', 'true'))
    await expect(second).toHaveAccessibleDescription('This promocode is already in the list above.')
    await expect(second).toHaveFocus()
  },
}

/** A new card: no subcategory before a category; a new promocode's fields; the required ones said on their fields. */
export const CreateRefused: Story = pages.create({
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('heading', { level: 1, name: 'New card' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Subcategory' })).toHaveAttribute('readonly')
    await expect(page.getByRole('textbox', { name: 'Subcategory' })).toHaveAccessibleDescription(
      'Choose a category first.',
    )
    await expect(page.getByText('The card has no promocodes.')).toBeVisible()
    await userEvent.click(page.getByRole('button', { name: 'Add a promocode' }))
    const item = within(page.getByRole('group', { name: 'Promocode 1' }))
    await userEvent.type(item.getByRole('textbox', { name: 'Code' }), 'WELCOME')
    await userEvent.type(page.getByRole('textbox', { name: 'Link' }), 'ftp://example.com')
    await userEvent.click(page.getByRole('button', { name: 'Create' }))
    await waitFor(() =>
      expect(page.getByRole('combobox', { name: 'Category' })).toHaveAccessibleDescription('Choose a category.'),
    )
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Category' }), 'CS2 cases')
    await userEvent.click(page.getByRole('button', { name: 'Create' }))
    await waitFor(() =>
      expect(page.getByRole('textbox', { name: 'Link' })).toHaveAccessibleDescription(
        expect.stringContaining('The address must start with http:// or https://.'),
      ),
    )
    await expect(item.getByRole('textbox', { name: 'Title, English' })).toHaveAccessibleDescription(
      'This field is required.',
    )
    await expect(page.getByRole('textbox', { name: 'Text, Russian' })).toHaveAttribute('aria-invalid', 'true')
  },
})

export const EditRussianNarrow: Story = pages.edit(8, {
  locale: 'ru',
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('heading', { level: 1, name: 'Карточка EpicBox' })).toBeVisible()
    await expect(page.getByRole('link', { name: /Открыть на сайте/ })).toHaveAttribute('href', '/cards/epicbox')
    await expect(
      within(page.getByRole('group', { name: 'Промокоды' })).getByRole('button', { name: 'Удалить: Промокод 1' }),
    ).toBeVisible()
    await page.findByRole('textbox', { name: 'Инструкция, Английский' }, { timeout: 10_000 })
    const phone = page.getByTestId('phone')
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth)
  },
})
