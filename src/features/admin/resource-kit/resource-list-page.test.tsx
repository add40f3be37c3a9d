import { describe, expect, it } from 'vitest'
import { useState } from 'react'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { msg } from '@lingui/core/macro'
import type { Schemas } from '~/api/types'
import { coreDataKeys } from '~/shared/core-data/keys'
import { renderWithApp } from '@testing/render/render-with-app'
import { apiOverride } from '@testing/api-override'
import { createResourceApi } from '../api/resource-api'
import { categoriesResource } from '../resources/categories'
import { RoutedListPage } from '../test-harness/routed-list-page'
import { defineResource, type AnyResource } from './define-resource'
import { SEARCH_DEBOUNCE_MS } from './list-toolbar'

type Card = Schemas['AdminCardSummary']

const card = (id: number, title: string): Card => ({
  id,
  slug: `card-${id}`,
  title: { ru: title, en: title },
  preview: 'https://cdn.example.com/uploads/30.webp',
  categoryId: 1,
  categoryName: 'CS2',
  subcategoryId: null,
  typeId: 2,
  badgeIds: [],
  top: false,
  position: id,
  rating: 4,
  createdAt: '2025-05-01T10:00:00.000Z',
})

const cardsApi = createResourceApi('/admin/cards', '/admin/cards/{id}')

/** A cards list with one filter of each kind the cards list has (boolean, id select). */
const cardsResource = defineResource({
  section: 'cards',
  api: cardsApi,
  titles: { singular: msg`Card`, create: msg`New card` },
  displayName: (item) => item.title.en,
  list: {
    defaultSort: 'position',
    columns: (col) => [
      col.localized('title', msg`Title`, { sort: 'title' }),
      col.number('position', msg`Position`, { sort: 'position' }),
    ],
    filters: [
      { kind: 'boolean', key: 'top', label: msg`Top` },
      { kind: 'select', key: 'type', label: msg`Type`, options: [{ value: 2, label: msg`Case site` }] },
    ],
  },
  form: { defaults: () => ({}), toInput: () => ({}) as never, Fields: () => null },
})

/** The cards list answers 45 cards over three pages. */
const cardsList = apiOverride('get', '/admin/cards', ({ url }) => {
  const page = Number(url.searchParams.get('page') ?? 1)
  return {
    status: 200,
    body: {
      data: [card(page * 10 + 1, `Card ${page}-1`), card(page * 10 + 2, `Card ${page}-2`)],
      pagination: { total: 45, current_page: page, last_page: 3 },
    },
  }
})

async function renderCards(path: string) {
  const result = await renderWithApp(<RoutedListPage resource={cardsResource} />, {
    path,
    persona: 'admin',
    overrides: [cardsList],
  })
  await screen.findByRole('table')
  /** The query of the last list request. */
  const lastQuery = () =>
    Object.fromEntries(new URL(result.backend.callsTo('get', '/admin/cards').at(-1)?.url ?? 'http://x').searchParams)
  return { ...result, lastQuery }
}

describe('the list page and its address', () => {
  it('asks the API for what the address says, and nothing it does not know', async () => {
    const { lastQuery } = await renderCards(
      '/en/admin/cards?page=2&search=rush&sort=-title&top=false&type=2&junk=1&category=x',
    )
    expect(lastQuery()).toEqual({
      page: '2',
      search: 'rush',
      sort: '-title',
      'filter[top]': 'false',
      'filter[type]': '2',
    })
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveProperty('value', 'rush')
    expect(screen.getByRole('combobox', { name: 'Top' })).toHaveProperty('value', 'false')
    expect(screen.getByRole('columnheader', { name: 'Title' }).getAttribute('aria-sort')).toBe('descending')
  })

  it('puts a new order in the address and starts again at page 1', async () => {
    const { router, lastQuery } = await renderCards('/en/admin/cards?page=2&top=true&sort=-position')
    await userEvent.click(screen.getByRole('button', { name: 'Title' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ top: true, sort: 'title' }))
    await waitFor(() => expect(lastQuery()).toEqual({ sort: 'title', 'filter[top]': 'true' }))
    // A number column starts with its largest values.
    await userEvent.click(screen.getByRole('button', { name: 'Position' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ top: true, sort: '-position' }))
    // Back to the default order (position ascending): the address says nothing about it.
    await userEvent.click(screen.getByRole('button', { name: 'Position' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ top: true }))
  })

  it('puts a filter in the address as its own key, and takes it out again', async () => {
    const { router, lastQuery } = await renderCards('/en/admin/cards?page=3&sort=-title')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Top' }), 'No')
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: '-title', top: false }))
    await waitFor(() => expect(lastQuery()).toEqual({ sort: '-title', 'filter[top]': 'false' }))
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Case site')
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: '-title', top: false, type: 2 }))
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Top' }), 'All')
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: '-title', type: 2 }))
  })

  it('sends the search text once typing stops, replacing the address', async () => {
    const { router, lastQuery } = await renderCards('/en/admin/cards?page=2')
    const historyLength = router.history.length
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'bonus')
    expect(router.state.location.search).toEqual({ page: 2 })
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'bonus' }), {
      timeout: SEARCH_DEBOUNCE_MS * 4,
    })
    expect(router.history.length).toBe(historyLength)
    await waitFor(() => expect(lastQuery()).toEqual({ search: 'bonus' }))
  })

  it('links the pages through the address, keeping order and filters', async () => {
    const { router, lastQuery } = await renderCards('/en/admin/cards?sort=-title&top=true')
    const pages = screen.getByRole('navigation', { name: 'Pages of Cards' })
    await userEvent.click(within(pages).getByRole('link', { name: 'Page 3' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: '-title', top: true, page: 3 }))
    await waitFor(() => expect(lastQuery()).toEqual({ page: '3', sort: '-title', 'filter[top]': 'true' }))
    expect(await screen.findByText('Card 3-1')).toBeTruthy()
  })

  it('clears search text and filters, keeping the order', async () => {
    const { router, lastQuery } = await renderCards('/en/admin/cards?search=x&top=true&sort=-title&page=2')
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: '-title' }))
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Search' })).toHaveProperty('value', ''))
    await waitFor(() => expect(lastQuery()).toEqual({ sort: '-title' }))
  })
})

describe('deleting from the list', () => {
  /** The scenario adds the one category nothing uses (every seeded one has cards). */
  const unused = 'A very long category name that does not fit into a table cell and is cut with an ellipsis at its end'

  async function renderCategories() {
    const result = await renderWithApp(<RoutedListPage resource={categoriesResource} />, {
      path: '/en/admin/categories',
      scenario: 'admin-unused-category',
    })
    await screen.findByRole('table')
    const deletes = () =>
      result.backend.callsTo('delete', '/admin/categories/{id}').map((request) => new URL(request.url).pathname)
    return { ...result, deletes }
  }
  const dialog = () => within(screen.getByRole('dialog'))

  it('asks first; confirming deletes the record, says so with its name and refreshes the list and the public data', async () => {
    const { queryClient, deletes, backend, services } = await renderCategories()
    await userEvent.click(screen.getByRole('button', { name: `Delete ${unused}` }))
    expect(dialog().getByRole('heading', { name: `Delete “${unused}”?` })).toBeTruthy()
    expect(deletes()).toEqual([])
    await userEvent.click(dialog().getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(deletes()).toEqual(['/api/admin/categories/9'])
    await waitFor(() => expect(screen.queryByText(unused)).toBeNull())
    expect(services.toasts.getSnapshot().map(({ text, type }) => [text, type])).toEqual([
      [`Deleted: ${unused}`, 'success'],
    ])
    expect((await backend.fetch('http://localhost/api/admin/categories/9')).status).toBe(404)
    // The public pages' data (the sidebar's categories) is to be fetched again.
    expect(queryClient.getQueryState(coreDataKeys.core)?.isInvalidated).toBe(true)
  })

  it('cancelling sends nothing', async () => {
    const { deletes } = await renderCategories()
    await userEvent.click(screen.getByRole('button', { name: `Delete ${unused}` }))
    await userEvent.click(dialog().getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(deletes()).toEqual([])
    expect(screen.getByText(unused)).toBeTruthy()
  })

  it('says in the dialog, once, why the server refused (409), and keeps the row', async () => {
    const { services } = await renderCategories()
    await userEvent.click(screen.getByRole('button', { name: 'Delete CS2 cases' }))
    await userEvent.click(dialog().getByRole('button', { name: 'Delete' }))
    expect((await dialog().findByRole('alert')).textContent).toBe(
      'It cannot be deleted while these use it: 22 cards and 3 subcategories.',
    )
    expect(screen.getByText('CS2 cases')).toBeTruthy()
    // Not toasted as well: the toast would repeat the dialog's alert from behind its backdrop.
    expect(services.toasts.getSnapshot()).toEqual([])
  })
})

describe('moving to another section', () => {
  /** The list page as the router keeps it from one section to the next: the same component, another resource. */
  function SectionSwitch() {
    const [resource, setResource] = useState<AnyResource>(cardsResource)
    return (
      <>
        <button type="button" onClick={() => setResource(categoriesResource)}>
          To categories
        </button>
        <RoutedListPage resource={resource} />
      </>
    )
  }

  it('shows the loading state, not the last section’s rows under the new columns', async () => {
    const heldCategories = apiOverride('get', '/admin/categories', () => new Promise<never>(() => {}))
    await renderWithApp(<SectionSwitch />, {
      path: '/en/admin/cards',
      persona: 'admin',
      overrides: [cardsList, heldCategories],
    })
    await screen.findByRole('cell', { name: 'Card 1-1' })

    await userEvent.click(screen.getByRole('button', { name: 'To categories' }))
    expect((await screen.findByRole('status')).textContent).toBe('Loading Categories…')
    expect(screen.queryByRole('cell', { name: 'Card 1-1' })).toBeNull()
    expect(screen.queryByRole('table')).toBeNull()
  })
})
