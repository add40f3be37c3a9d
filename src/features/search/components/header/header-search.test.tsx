// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen } from '@testing-library/react'
import { renderWithApp } from '@testing/render/render-with-app'
import type { TestBackend } from '@testing/backend/test-backend'
import { SEARCH_DEBOUNCE_MS } from '../../lib/search-type'
import { HeaderSearch } from './header-search'

// The dropdown is loaded on first focus; loaded here, so the fake timers below need not wait for it.
await import('./search-dropdown')

/** Lets timers, the fake answer and React Query's batched updates run. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(50))

describe('HeaderSearch', () => {
  let backend: TestBackend
  let router: Awaited<ReturnType<typeof renderWithApp>>['router']

  // The fake backend's seed: five sites have "nest" in their names, four articles are tradelink guides.
  beforeEach(async () => {
    ;({ backend, router } = await renderWithApp(<HeaderSearch />))
    vi.useFakeTimers()
  })
  afterEach(() => vi.useRealTimers())

  it('asks for page 1 once typing has paused for 500 ms, then shows the results', async () => {
    const input = screen.getByRole('combobox', { name: 'Search' })
    fireEvent.change(input, { target: { value: 'ne' } })
    await act(() => vi.advanceTimersByTimeAsync(300))
    fireEvent.change(input, { target: { value: 'nest' } })

    expect(input.getAttribute('aria-expanded')).toBe('true')
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1))
    expect(backend.callsTo('get', '/search')).toHaveLength(0)
    expect(screen.getByRole('status').textContent).toBe('Searching…')

    await act(() => vi.advanceTimersByTimeAsync(1))
    await settle()
    const calls = backend.callsTo('get', '/search')
    expect(calls).toHaveLength(1)
    const query = new URL(calls[0]!.url).searchParams
    expect(query.get('page')).toBe('1')
    expect(query.get('filter[search]')).toBe('nest')
    expect(query.get('filter[type]')).toBe('cards')

    const results = screen.getByRole('dialog', { name: 'Search results' })
    expect(screen.getByRole('link', { name: /SkinNest/ }).getAttribute('href')).toBe('/en/cards/skinnest')
    expect(screen.getByRole('link', { name: /DropNest/ })).toBeTruthy()
    expect(results.textContent).toContain('Fair drops, fast withdrawals')
    expect(screen.getByRole('status').textContent).toBe('Results: 5')
  })

  it('switches to articles with the type toggle', async () => {
    fireEvent.change(screen.getByRole('combobox', { name: 'Search' }), { target: { value: 'tradelink' } })
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS))
    await settle()
    expect(screen.getByRole('status').textContent).toBe('Nothing found')

    fireEvent.click(screen.getByRole('radio', { name: 'Articles' }))
    await settle()
    expect(screen.getByRole('radio', { name: 'Articles' })).toHaveProperty('checked', true)
    const last = backend.callsTo('get', '/search').at(-1)!
    expect(new URL(last.url).searchParams.get('filter[type]')).toBe('articles')
    expect(screen.getByRole('status').textContent).toBe('Results: 1')
    expect(screen.getByRole('link', { name: /^Tradelink guide/ }).getAttribute('href')).toBe(
      '/en/articles/tradelink-guide-how-to-find-it-and-use-it-safely',
    )
  })

  it('offers the categories as quick links and closes on Escape', () => {
    const input = screen.getByRole('combobox', { name: 'Search' })
    fireEvent.change(input, { target: { value: 'x' } })
    const categories = screen.getByRole('navigation', { name: 'Go to a category' })
    expect(categories.querySelector('a[href="/en/cs2-cases"]')).toBeTruthy()

    fireEvent.keyDown(input, { key: 'Escape' })
    expect(input.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('reopens on ArrowDown after Escape with the focus on the first result', async () => {
    const input = screen.getByRole('combobox', { name: 'Search' })
    input.focus()
    fireEvent.change(input, { target: { value: 'nest' } })
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS))
    await settle()
    fireEvent.keyDown(input, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()

    fireEvent.keyDown(input, { key: 'ArrowDown' })
    expect(input.getAttribute('aria-expanded')).toBe('true')
    expect(document.activeElement).toBe(screen.getAllByRole('link', { name: /Nest/ })[0])
  })

  it('is a text field (the combobox role is not allowed on a search input) with a Find button that searches as Enter does', async () => {
    const input = screen.getByRole('combobox', { name: 'Search' })
    expect(input.getAttribute('type')).toBe('text')
    expect(input.getAttribute('inputmode')).toBe('search')
    expect(input.getAttribute('enterkeyhint')).toBe('search')
    const find = screen.getByRole('button', { name: 'Find' })
    expect(find.getAttribute('type')).toBe('submit')

    // Nothing typed: the field takes the focus instead of an empty search.
    fireEvent.click(find)
    await settle()
    expect(document.activeElement).toBe(input)
    expect(router.state.location.pathname).toBe('/en')

    fireEvent.change(input, { target: { value: ' nest ' } })
    fireEvent.click(screen.getByRole('radio', { name: 'Articles' }))
    fireEvent.click(find)
    await settle()
    expect(router.state.location.pathname).toBe('/en/search')
    expect(router.state.location.search).toEqual({ search: 'nest', type: 'articles', page: 1 })
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
