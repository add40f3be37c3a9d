import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithApp } from '@testing/render/render-with-app'
import { categoriesApi } from '../resources/categories'
import { relationSource } from './filters'
import { localized } from './localized'
import { RelationCombobox } from './relation-combobox'

const category = relationSource({
  section: 'categories',
  api: categoriesApi,
  label: (item, locale) => localized(item.name, locale),
})

async function renderCombobox(initial: number | null = null) {
  const changes: Array<number | null> = []
  function Harness() {
    const [value, setValue] = useState(initial)
    return (
      <form onSubmit={(event) => (event.preventDefault(), changes.push(-1))}>
        <RelationCombobox
          label="Category"
          source={category}
          value={value}
          onChange={(next) => {
            changes.push(next)
            setValue(next)
          }}
        />
      </form>
    )
  }
  const { backend } = await renderWithApp(<Harness />, { persona: 'admin' })
  const input = screen.getByRole('combobox', { name: 'Category' })
  const searches = () =>
    backend.callsTo('get', '/admin/categories').map((request) => new URL(request.url).searchParams.get('search'))
  return { input, changes, searches }
}

const listbox = () => screen.getByRole('listbox', { name: 'Category' })

describe('RelationCombobox', () => {
  it('searches once typing pauses and lists the matches', async () => {
    const user = userEvent.setup()
    const { input, searches } = await renderCombobox()
    await user.type(input, 'dota')
    await waitFor(() =>
      expect(
        within(listbox())
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Dota 2 items']),
    )
    expect(input.getAttribute('aria-expanded')).toBe('true')
    // One request for the finished word, none per keystroke.
    expect(searches().filter((search) => search !== null)).toEqual(['dota'])
  })

  it('moves through the matches with the arrow keys and chooses with Enter, without submitting the form', async () => {
    const user = userEvent.setup()
    const { input, changes } = await renderCombobox()
    await user.click(input)
    await user.keyboard('{ArrowDown}')
    await waitFor(() => expect(within(listbox()).getAllByRole('option')).toHaveLength(8))
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}{ArrowDown}')
    const options = within(listbox()).getAllByRole('option')
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]?.id)
    expect(options[1]?.getAttribute('aria-selected')).toBe('true')
    await user.keyboard('{Enter}')
    expect(changes).toEqual([2])
    expect(input).toHaveProperty('value', 'Free skins')
    expect(input.getAttribute('aria-expanded')).toBe('false')
  })

  it("does not let Enter choose the last search's matches while the new one runs", async () => {
    const user = userEvent.setup()
    const { input, changes } = await renderCombobox()
    await user.click(input)
    await user.keyboard('{ArrowDown}')
    await waitFor(() => expect(within(listbox()).getAllByRole('option')).toHaveLength(8))
    // Typed and confirmed at once: the eight shown are not matches of "rust" yet.
    await user.keyboard('rust{ArrowDown}{Enter}')
    expect(changes).toEqual([])
    expect(listbox().getAttribute('aria-busy')).toBe('true')
    await waitFor(() =>
      expect(
        within(listbox())
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Rust skins']),
    )
    await waitFor(() => expect(listbox().getAttribute('aria-busy')).toBeNull())
    await user.keyboard('{ArrowDown}{Enter}')
    expect(changes).toEqual([3])
  })

  it('closes with Escape, then restores the chosen name; leaving drops what was typed', async () => {
    const user = userEvent.setup()
    const { input, changes } = await renderCombobox(4)
    await waitFor(() => expect(input).toHaveProperty('value', 'Dota 2 items'))
    await user.clear(input)
    await user.type(input, 'ru')
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'))
    await user.keyboard('{Escape}')
    expect(input.getAttribute('aria-expanded')).toBe('false')
    expect(input).toHaveProperty('value', 'ru')
    await user.keyboard('{Escape}')
    expect(input).toHaveProperty('value', 'Dota 2 items')
    await user.type(input, 'xyz')
    await user.tab()
    expect(input).toHaveProperty('value', 'Dota 2 items')
    expect(changes).toEqual([])
  })

  it('says when nothing matches, and a click on a match chooses it', async () => {
    const user = userEvent.setup()
    const { input, changes } = await renderCombobox()
    await user.type(input, 'zzz')
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Nothing matches.'))
    expect(input.getAttribute('aria-expanded')).toBe('false')
    await user.clear(input)
    await user.type(input, 'bonuses')
    const option = await screen.findByRole('option', { name: 'Bonuses' })
    await user.click(option)
    expect(changes).toEqual([7])
    expect(input).toHaveProperty('value', 'Bonuses')
  })

  it('clears the choice with its button', async () => {
    const user = userEvent.setup()
    const { input, changes } = await renderCombobox(1)
    await waitFor(() => expect(input).toHaveProperty('value', 'CS2 cases'))
    await user.click(screen.getByRole('button', { name: 'Clear Category' }))
    expect(changes).toEqual([null])
    expect(input).toHaveProperty('value', '')
    expect(screen.queryByRole('button', { name: 'Clear Category' })).toBeNull()
  })
})
