import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import type { Schemas } from '~/api/types'
import { createFakeFetch } from '~/shared/testing/fake-fetch'
import { makeCore } from '~/shared/testing/fixtures'
import { renderWithApp } from '~/shared/testing/render-with-app'
import { CategoryCardList } from './category-card-list'

function card(n: number, overrides: Partial<Schemas['CardListItem']> = {}): Schemas['CardListItem'] {
  return {
    preview: '/storage/cards/x.webp',
    title: `Site ${n}`,
    description: 'Bonus for signing up.',
    slug: `site-${n}`,
    link: `https://site-${n}.example/`,
    reward: '0.5$',
    promocode: null,
    badges: [],
    hideRuLink: false,
    rating: 4,
    ...overrides,
  }
}

const pageSize = 2
const total = 5

function cardsApi() {
  return createFakeFetch({
    'GET /categories/cs2/cards': (_request, url) => {
      const page = Number(url.searchParams.get('page') ?? 1)
      const data = Array.from({ length: pageSize }, (_, i) => card((page - 1) * pageSize + i + 1)).filter((c) => Number(c.slug.slice(5)) <= total)
      return Response.json({ data, pagination: { total, current_page: page, last_page: Math.ceil(total / pageSize) } })
    },
  })
}

async function renderList(page: number, path: string, countryCode = 'DE') {
  const api = cardsApi()
  const view = await renderWithApp(
    <Suspense fallback={<p>loading</p>}>
      <CategoryCardList categorySlug="cs2" page={page} visitLabel="Claim bonus" />
    </Suspense>,
    { fetch: api.fetch, core: makeCore({ country_code: countryCode }), path },
  )
  return { ...view, api }
}

describe('CategoryCardList', () => {
  it('shows the pages the URL asks for and links "load more" to the next one', async () => {
    const { api } = await renderList(2, '/en/cs2?page=2')
    expect(await screen.findByRole('heading', { name: 'Site 4' })).toBeTruthy()
    expect(screen.getAllByRole('article')).toHaveLength(4)
    expect(screen.getByRole('status').textContent).toBe('Shown 4 of 5')
    expect(screen.getByRole('link', { name: 'Load more' }).getAttribute('href')).toBe('/en/cs2?page=3')
    expect(api.callsTo('GET /categories/cs2/cards').map((r) => new URL(r.url).searchParams.get('page'))).toEqual(['1', '2'])
  })

  it('labels the links to the sites with the subcategory button text', async () => {
    await renderList(1, '/en/cs2')
    const tile = (await screen.findByRole('heading', { name: 'Site 1' })).closest('article')!
    const visit = within(tile).getByRole('link', { name: /^Claim bonus Site 1/ })
    expect(visit.getAttribute('href')).toBe('https://site-1.example/')
    expect(visit.getAttribute('rel')).toContain('noopener')
  })

  it('offers no "load more" on the last page', async () => {
    await renderList(3, '/en/cs2?page=3')
    expect(await screen.findByRole('heading', { name: 'Site 5' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Load more' })).toBeNull()
  })

  it('hides the links of flagged sites for visitors from Russia', async () => {
    const api = createFakeFetch({
      'GET /categories/cs2/cards': () =>
        Response.json({ data: [card(1, { hideRuLink: true })], pagination: { total: 1, current_page: 1, last_page: 1 } }),
    })
    await renderWithApp(
      <Suspense fallback={null}>
        <CategoryCardList categorySlug="cs2" page={1} />
      </Suspense>,
      { fetch: api.fetch, core: makeCore({ country_code: 'RU' }) },
    )
    expect(await screen.findByRole('heading', { name: 'Site 1' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: /^Go to site/ })).toBeNull()
    expect(screen.getByRole('link', { name: /^Details/ })).toBeTruthy()
  })

  it('says so when the category has no sites', async () => {
    const api = createFakeFetch({
      'GET /categories/cs2/cards': () => Response.json({ data: [], pagination: { total: 0, current_page: 1, last_page: 1 } }),
    })
    await renderWithApp(
      <Suspense fallback={null}>
        <CategoryCardList categorySlug="cs2" page={1} />
      </Suspense>,
      { fetch: api.fetch, core: makeCore() },
    )
    expect(await screen.findByText('No sites here yet')).toBeTruthy()
  })
})
