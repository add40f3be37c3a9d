import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { apiOverride } from '@testing/api-override'
import { renderWithApp } from '@testing/render/render-with-app'
import type { TestBackendOptions } from '@testing/backend/test-backend'
import { CategoryCardList } from './category-card-list'

// The fake backend's seed: "cs2-cases" holds 22 sites, 12 a page; EpicBox (page 1) hides its link from Russia.

async function renderList(page: number, path: string, backend: TestBackendOptions = {}) {
  return renderWithApp(
    <Suspense fallback={<p>loading</p>}>
      <CategoryCardList categorySlug="cs2-cases" page={page} visitLabel="Claim bonus" />
    </Suspense>,
    { path, ...backend },
  )
}

/** The list's own live count (each tile has a status of its own too, for a copied promocode). */
function shownCount(): string | null {
  return screen.getByText(/^Shown \d+ of \d+$/).closest('[role="status"]')?.textContent ?? null
}

function tile(title: string): HTMLElement {
  return screen.getByRole('heading', { name: title }).closest('article')!
}

describe('CategoryCardList', () => {
  it('shows the first page and links "load more" to the next one', async () => {
    const { backend } = await renderList(1, '/en/cs2-cases')
    expect(await screen.findByRole('heading', { name: 'CrateStorm' })).toBeTruthy()
    expect(screen.getAllByRole('article')).toHaveLength(12)
    expect(shownCount()).toBe('Shown 12 of 22')
    expect(screen.getByRole('link', { name: 'Load more' }).getAttribute('href')).toBe('/en/cs2-cases?page=2')
    expect(
      backend.callsTo('get', '/categories/{slug}/cards').map((r) => new URL(r.url).searchParams.get('page')),
    ).toEqual(['1'])
  })

  it('shows every page up to the one the URL asks for, and no "load more" on the last', async () => {
    const { backend } = await renderList(2, '/en/cs2-cases?page=2')
    expect(await screen.findByRole('heading', { name: 'NovaBox' })).toBeTruthy()
    expect(screen.getAllByRole('article')).toHaveLength(22)
    expect(shownCount()).toBe('Shown 22 of 22')
    expect(screen.queryByRole('link', { name: 'Load more' })).toBeNull()
    expect(
      backend.callsTo('get', '/categories/{slug}/cards').map((r) => new URL(r.url).searchParams.get('page')),
    ).toEqual(['1', '2'])
  })

  it('labels the links to the sites with the subcategory button text', async () => {
    await renderList(1, '/en/cs2-cases')
    await screen.findByRole('heading', { name: 'CrateStorm' })
    const visit = within(tile('CrateStorm')).getByRole('link', { name: /^Claim bonus CrateStorm/ })
    expect(visit.getAttribute('href')).toBe('https://cratestorm.example/?ref=freeskins')
    expect(visit.getAttribute('rel')).toContain('noopener')
  })

  it('hides the links of flagged sites for visitors from Russia, and only theirs', async () => {
    await renderList(1, '/en/cs2-cases', { countryCode: 'RU' })
    await screen.findByRole('heading', { name: 'EpicBox' })
    expect(within(tile('EpicBox')).queryByRole('link', { name: /^Claim bonus/ })).toBeNull()
    expect(within(tile('EpicBox')).getByRole('link', { name: /^Details/ })).toBeTruthy()
    expect(within(tile('CrateStorm')).getByRole('link', { name: /^Claim bonus CrateStorm/ })).toBeTruthy()
  })

  it('shows the links of flagged sites to visitors from elsewhere', async () => {
    await renderList(1, '/en/cs2-cases', { countryCode: 'DE' })
    await screen.findByRole('heading', { name: 'EpicBox' })
    expect(within(tile('EpicBox')).getByRole('link', { name: /^Claim bonus EpicBox/ })).toBeTruthy()
  })

  it('says so when the category has no sites', async () => {
    await renderList(1, '/en/cs2-cases', {
      overrides: [
        apiOverride('get', '/categories/{slug}/cards', () => ({
          status: 200,
          body: { data: [], pagination: { total: 0, current_page: 1, last_page: 1 } },
        })),
      ],
    })
    expect(await screen.findByText('No sites here yet')).toBeTruthy()
  })
})
