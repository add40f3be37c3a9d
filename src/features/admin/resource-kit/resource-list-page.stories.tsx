import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { delay } from 'msw'
import { apiOverride } from '@testing/api-override'
import { withFrame } from '@testing/stories/with-frame'
import { withToasts } from '@testing/stories/with-toasts'
import { categoriesResource } from '../resources/categories'
import { columnTexts } from '../test-harness/resource-story'
import { RoutedListPage } from '../test-harness/routed-list-page'

const meta = {
  component: RoutedListPage,
  decorators: [withFrame()],
  args: { resource: categoriesResource },
  parameters: { route: '/en/admin/categories' },
  globals: { locale: 'en', persona: 'admin' },
} satisfies Meta<typeof RoutedListPage>

export default meta
type Story = StoryObj<typeof meta>

/** The seeded categories in their default order (position). */
const seeded = [
  'CS2 cases',
  'Free skins',
  'Rust skins',
  'Dota 2 items',
  'Promocodes',
  'Giveaway sites',
  'Bonuses',
  'Trading sites',
]
/** The category the `admin-unused-category` scenario adds: nothing uses it, and its name is longer than a cell. */
const unused = 'A very long category name that does not fit into a table cell and is cut with an ellipsis at its end'

const rowNames = (canvas: HTMLElement) => columnTexts(canvas)

/** The categories in their default order (position), with edit and delete per row. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'New category' })).toHaveAttribute('href', '/en/admin/categories/new')
    await expect(await page.findByRole('table', { name: 'Categories' })).toBeVisible()
    await expect(rowNames(canvasElement)).toEqual(seeded)
    await expect(page.getByRole('columnheader', { name: 'Position' })).toHaveAttribute('aria-sort', 'ascending')
    await expect(page.getByRole('link', { name: 'Edit Rust skins' })).toHaveAttribute('href', '/en/admin/categories/3')
    await expect(page.getByText('8 records')).toBeVisible()
  },
}

/** A sortable header asks the server for that order, and says which order is shown. */
export const SortByHeader: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await page.findByRole('table')
    await userEvent.click(page.getByRole('button', { name: 'Name' }))
    const byName = [...seeded].sort((a, b) => a.localeCompare(b, 'en'))
    await waitFor(() => expect(rowNames(canvasElement)).toEqual(byName))
    await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending')
    await expect(page.getByRole('columnheader', { name: 'Position' })).not.toHaveAttribute('aria-sort')
    await userEvent.click(page.getByRole('button', { name: 'Name' }))
    await waitFor(() => expect(rowNames(canvasElement)).toEqual([...byName].reverse()))
    await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending')
    // Counts read largest first.
    await userEvent.click(page.getByRole('button', { name: 'Cards' }))
    await waitFor(() =>
      expect(page.getByRole('columnheader', { name: 'Cards' })).toHaveAttribute('aria-sort', 'descending'),
    )
  },
}

/** Typing narrows the list once typing stops. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await page.findByRole('table')
    await userEvent.type(page.getByRole('textbox', { name: 'Search' }), 'dota')
    await waitFor(() => expect(rowNames(canvasElement)).toEqual(['Dota 2 items']))
    await expect(page.getByText('1 record')).toBeVisible()
  },
}

/** The first page still loading. */
export const Loading: Story = {
  parameters: { msw: [apiOverride('get', '/admin/categories', () => delay('infinite'))] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading Categories…')
  },
}

/** Nothing yet: the empty state offers to create the first one. */
export const Empty: Story = {
  parameters: {
    msw: [
      apiOverride('get', '/admin/categories', () => ({
        status: 200,
        body: { data: [], pagination: { total: 0, current_page: 1, last_page: 1 } },
      })),
    ],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByText('There is nothing here yet.')).toBeVisible()
    await expect(page.getAllByRole('link', { name: 'New category' })).toHaveLength(2)
  },
}

/** Nothing matches: the empty state offers to clear the search and filters. */
export const NothingFound: Story = {
  parameters: { route: '/en/admin/categories?search=zzz' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByText('Nothing matches the search and filters.')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('zzz')
    const [toolbarClear, emptyClear] = page.getAllByRole('button', { name: 'Clear filters' })
    await expect(toolbarClear).toBeVisible()
    await userEvent.click(emptyClear!)
    await expect(await page.findByRole('table')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('')
  },
}

/** The list failed: an error with a retry. */
export const Failed: Story = {
  decorators: [withToasts()],
  parameters: {
    msw: [apiOverride('get', '/admin/categories', () => ({ status: 500, body: { error: 'Something went wrong...' } }))],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByText('Could not load this list.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/** Long names and slugs stay on one line, cut; the whole text is in the cell's title. */
export const LongTexts: Story = {
  parameters: { scenario: 'admin-unused-category' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const name = await page.findByText(unused)
    await expect(name).toHaveAttribute('title', unused)
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth)
  },
}

/** Delete asks first; confirming removes the row and focus goes to the list's heading. */
export const Delete: Story = {
  parameters: { scenario: 'admin-unused-category' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await page.findByRole('table')
    await userEvent.click(page.getByRole('button', { name: `Delete ${unused}` }))
    const dialog = within(await within(document.body).findByRole('dialog', { name: `Delete “${unused}”?` }))
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(rowNames(canvasElement)).toEqual(seeded))
    await expect(within(document.body).queryByRole('dialog')).toBeNull()
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toHaveFocus()
  },
}

/** A category cards still use cannot go: the server's reason is said in the dialog. */
export const DeleteRefused: Story = {
  decorators: [withToasts()],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await page.findByRole('table')
    await userEvent.click(page.getByRole('button', { name: 'Delete CS2 cases' }))
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Delete “CS2 cases”?' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }))
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'It cannot be deleted while these use it: 22 cards and 3 subcategories.',
    )
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }))
    await expect(rowNames(canvasElement)).toEqual(seeded)
  },
}

export const Russian: Story = {
  parameters: { route: '/admin/categories' },
  globals: { locale: 'ru', persona: 'admin' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { level: 1, name: 'Категории' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Новая категория' })).toHaveAttribute('href', '/admin/categories/new')
    await expect(await page.findByRole('link', { name: 'Изменить Кейсы CS2' })).toHaveAttribute(
      'href',
      '/admin/categories/1',
    )
  },
}
