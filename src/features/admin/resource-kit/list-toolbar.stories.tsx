import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { msg } from '@lingui/core/macro'
import { withFrame } from '@testing/stories/with-frame'
import { categoriesApi } from '../resources/categories'
import { relationSource, type AnyFilter } from './filters'
import { ListToolbar, SEARCH_DEBOUNCE_MS } from './list-toolbar'
import { localized } from './localized'

/** One filter of each kind, as the cards and banners lists have them. */
const filters: AnyFilter[] = [
  {
    kind: 'relation',
    key: 'category',
    label: msg`Category`,
    source: relationSource({
      section: 'categories',
      api: categoriesApi,
      label: (category, locale) => localized(category.name, locale),
    }),
  },
  {
    kind: 'select',
    key: 'position',
    label: msg`Position`,
    options: [
      { value: 'top', label: msg`Top of the page` },
      { value: 'sidebar', label: msg`Sidebar` },
    ],
  },
  { kind: 'boolean', key: 'published', label: msg`Published` },
  { kind: 'checkbox', key: 'top', label: msg`Top only` },
]

const meta = {
  component: ListToolbar,
  decorators: [withFrame(1100)],
  args: { searchText: '', onSearchTextChange: fn(), filters, filterValues: {}, onFilterChange: fn() },
  globals: { locale: 'en', persona: 'admin' },
} satisfies Meta<typeof ListToolbar>

export default meta
type Story = StoryObj<typeof meta>

/** The search is sent once, after typing stops; each filter reports its typed value. */
export const WithFilters: Story = {
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement)
    await userEvent.type(bar.getByRole('textbox', { name: 'Search' }), 'knife')
    await expect(args.onSearchTextChange).not.toHaveBeenCalled()
    await waitFor(() => expect(args.onSearchTextChange).toHaveBeenCalledWith('knife'), {
      timeout: SEARCH_DEBOUNCE_MS * 4,
    })
    await expect(args.onSearchTextChange).toHaveBeenCalledOnce()

    const category = bar.getByRole('combobox', { name: 'Category' })
    await waitFor(() => expect(within(category).getByRole('option', { name: 'Rust skins' })).toBeInTheDocument())
    await userEvent.selectOptions(category, 'Rust skins')
    await expect(args.onFilterChange).toHaveBeenLastCalledWith('category', 3)
    await userEvent.selectOptions(bar.getByRole('combobox', { name: 'Position' }), 'Sidebar')
    await expect(args.onFilterChange).toHaveBeenLastCalledWith('position', 'sidebar')
    await userEvent.selectOptions(bar.getByRole('combobox', { name: 'Published' }), 'No')
    await expect(args.onFilterChange).toHaveBeenLastCalledWith('published', false)
    await userEvent.selectOptions(bar.getByRole('combobox', { name: 'Published' }), 'All')
    await expect(args.onFilterChange).toHaveBeenLastCalledWith('published', undefined)
    await userEvent.click(bar.getByRole('checkbox', { name: 'Top only' }))
    await expect(args.onFilterChange).toHaveBeenLastCalledWith('top', true)
  },
}

/** Values from the address are shown; with any set, the toolbar offers to clear them. */
export const Narrowed: Story = {
  args: { searchText: 'case', filterValues: { category: 4, published: true, top: true }, onClear: fn() },
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement)
    await expect(bar.getByRole('textbox', { name: 'Search' })).toHaveValue('case')
    await waitFor(() => expect(bar.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Dota 2 items'))
    await expect(bar.getByRole('combobox', { name: 'Published' })).toHaveDisplayValue('Yes')
    await expect(bar.getByRole('checkbox', { name: 'Top only' })).toBeChecked()
    await userEvent.click(bar.getByRole('button', { name: 'Clear filters' }))
    await expect(args.onClear).toHaveBeenCalledOnce()
  },
}

/** Only the search box, for a kind without filters (categories, badges, card types). */
export const SearchOnly: Story = {
  args: { filters: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('combobox')).toBeNull()
  },
}

export const Narrow: Story = {
  decorators: [withFrame(375)],
  args: { searchText: 'case', filterValues: { category: 1 }, onClear: fn() },
}

export const Russian: Story = {
  args: { filters: [{ kind: 'boolean', key: 'published', label: msg`Published` }], filterValues: { published: false } },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement)
    await expect(bar.getByRole('textbox', { name: 'Поиск' })).toHaveAttribute('placeholder', 'Поиск…')
    await expect(bar.getByRole('combobox')).toHaveDisplayValue('Нет')
  },
}
