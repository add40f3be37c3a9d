import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { renderWithApp } from '@testing/render/render-with-app'
import { Pagination } from './pagination'

describe('Pagination', () => {
  it('links each page through ?page=, keeping the other search parameters', async () => {
    await renderWithApp(<Pagination page={2} lastPage={5} label="Article pages" />, {
      path: '/en/articles?page=2&sort=new',
    })
    const nav = screen.getByRole('navigation', { name: 'Article pages' })
    const current = within(nav).getByRole('link', { name: 'Page 2' })
    expect(current.getAttribute('aria-current')).toBe('page')
    expect(within(nav).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/en/articles?page=3&sort=new')
    // The first page has one address: without ?page=.
    expect(within(nav).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe('/en/articles?sort=new')
    expect(within(nav).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBeNull()
    expect(
      within(nav)
        .getByRole('link', { name: /Previous/ })
        .getAttribute('rel'),
    ).toBe('prev')
    expect(within(nav).getByRole('link', { name: /Next/ }).getAttribute('href')).toBe('/en/articles?page=3&sort=new')
  })

  it("pages a list that is not the page's own through its own key, leaving ?page= alone", async () => {
    await renderWithApp(<Pagination page={1} lastPage={3} param="ledgerPage" label="Ledger pages" />, {
      path: '/en/admin/users/2?page=4',
    })
    const nav = screen.getByRole('navigation', { name: 'Ledger pages' })
    expect(within(nav).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe(
      '/en/admin/users/2?page=4&ledgerPage=2',
    )
    expect(within(nav).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page')
  })

  it('past the last page, steps back to the last page, not to the one before the address', async () => {
    await renderWithApp(<Pagination page={99} lastPage={6} label="Site pages" />, { path: '/en/cards?page=99' })
    const nav = screen.getByRole('navigation', { name: 'Site pages' })
    expect(
      within(nav)
        .getByRole('link', { name: /Previous/ })
        .getAttribute('href'),
    ).toBe('/en/cards?page=6')
    expect(within(nav).queryByRole('link', { name: /Next/ })).toBeNull()
  })

  it('is absent for a single page', async () => {
    await renderWithApp(<Pagination page={1} lastPage={1} />)
    expect(screen.queryByRole('navigation')).toBeNull()
  })
})
