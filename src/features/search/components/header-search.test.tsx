// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen } from '@testing-library/react'
import { createFakeFetch } from '~/shared/testing/fake-fetch'
import { makeCore } from '~/shared/testing/fixtures'
import { renderWithApp } from '~/shared/testing/render-with-app'
import { SEARCH_DEBOUNCE_MS } from '../search-type'
import { HeaderSearch } from './header-search'

const found = {
  cards: [
    { title: 'SkinBox', description: 'A bonus for signing up and a daily free case.', slug: 'skinbox' },
    { title: 'SkinDrop', description: 'Free drops every day.', slug: 'skindrop' },
  ],
  articles: [{ title: 'How to get free skins', description: 'A guide.', slug: 'free-skins-guide' }],
}

function searchBackend() {
  return createFakeFetch({
    'GET /search': (_request, url) => {
      const type = url.searchParams.get('filter[type]') === 'articles' ? 'articles' : 'cards'
      const term = (url.searchParams.get('filter[search]') ?? '').toLowerCase()
      const data = found[type].filter((item) => item.title.toLowerCase().includes(term))
      return Response.json({ data, pagination: { total: data.length, current_page: 1, last_page: 1 } })
    },
  })
}

/** Lets timers, the fake answer and React Query's batched updates run. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(50))

describe('HeaderSearch', () => {
  let backend: ReturnType<typeof searchBackend>

  beforeEach(async () => {
    backend = searchBackend()
    await renderWithApp(<HeaderSearch />, { core: makeCore(), fetch: backend.fetch })
    vi.useFakeTimers()
  })
  afterEach(() => vi.useRealTimers())

  it('asks for page 1 once typing has paused for 500 ms, then shows the results', async () => {
    const input = screen.getByRole('combobox', { name: 'Search' })
    fireEvent.change(input, { target: { value: 'sk' } })
    await act(() => vi.advanceTimersByTimeAsync(300))
    fireEvent.change(input, { target: { value: 'skin' } })

    expect(input.getAttribute('aria-expanded')).toBe('true')
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1))
    expect(backend.callsTo('GET /search')).toHaveLength(0)
    expect(screen.getByRole('status').textContent).toBe('Searching…')

    await act(() => vi.advanceTimersByTimeAsync(1))
    await settle()
    const calls = backend.callsTo('GET /search')
    expect(calls).toHaveLength(1)
    const query = new URL(calls[0]!.url).searchParams
    expect(query.get('page')).toBe('1')
    expect(query.get('filter[search]')).toBe('skin')
    expect(query.get('filter[type]')).toBe('cards')

    const results = screen.getByRole('dialog', { name: 'Search results' })
    expect(screen.getByRole('link', { name: /SkinBox/ }).getAttribute('href')).toBe('/en/cards/skinbox')
    expect(screen.getByRole('link', { name: /SkinDrop/ })).toBeTruthy()
    expect(results.textContent).toContain('A bonus for signing up')
    expect(screen.getByRole('status').textContent).toBe('Results: 2')
  })

  it('switches to articles with the type toggle', async () => {
    fireEvent.change(screen.getByRole('combobox', { name: 'Search' }), { target: { value: 'free' } })
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS))
    await settle()
    expect(screen.getByRole('status').textContent).toBe('Nothing found')

    fireEvent.click(screen.getByRole('radio', { name: 'Articles' }))
    await settle()
    expect(screen.getByRole('radio', { name: 'Articles' })).toHaveProperty('checked', true)
    const last = backend.callsTo('GET /search').at(-1)!
    expect(new URL(last.url).searchParams.get('filter[type]')).toBe('articles')
    expect(screen.getByRole('link', { name: /How to get free skins/ }).getAttribute('href')).toBe('/en/articles/free-skins-guide')
  })

  it('offers the categories as quick links and closes on Escape', () => {
    const input = screen.getByRole('combobox', { name: 'Search' })
    fireEvent.change(input, { target: { value: 'x' } })
    const categories = screen.getByRole('navigation', { name: 'Categories' })
    expect(categories.querySelector('a[href="/en/cs2"]')).toBeTruthy()

    fireEvent.keyDown(input, { key: 'Escape' })
    expect(input.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
