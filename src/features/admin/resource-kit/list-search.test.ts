import { describe, expect, it } from 'vitest'
import { msg } from '@lingui/core/macro'
import type { AnyFilter } from './filters'
import { narrowedSource, parseFilterValue } from './filters'
import {
  effectiveSort,
  filterValues,
  isNarrowed,
  listQuery,
  parseSort,
  withFilter,
  withoutNarrowing,
  withSearchText,
  withSort,
} from './list-search'

const source = {
  section: 'categories' as const,
  api: Object.assign(() => null as never, { listPath: '/admin/categories' }),
  label: () => '',
}
const filters: AnyFilter[] = [
  { kind: 'relation', key: 'category', label: msg`Category`, source },
  { kind: 'boolean', key: 'top', label: msg`Top` },
  { kind: 'checkbox', key: 'published', label: msg`Published` },
  {
    kind: 'select',
    key: 'position',
    label: msg`Position`,
    options: [
      { value: 'top', label: msg`Top` },
      { value: 'sidebar', label: msg`Sidebar` },
    ],
  },
]
const spec = { defaultSort: 'position', sortFields: ['position', 'name', 'cardsCount'], filters }

describe('parseSort', () => {
  it('reads the field and the direction', () => {
    expect(parseSort('-name', spec.sortFields)).toEqual({ field: 'name', desc: true })
    expect(parseSort('cardsCount', spec.sortFields)).toEqual({ field: 'cardsCount', desc: false })
  })

  it('refuses fields the list cannot sort by', () => {
    expect(parseSort('-slug', spec.sortFields)).toBeNull()
    expect(parseSort('', spec.sortFields)).toBeNull()
    expect(parseSort(undefined, spec.sortFields)).toBeNull()
  })
})

describe('parseFilterValue', () => {
  const [relation, boolean, checkbox, select] = filters as [AnyFilter, AnyFilter, AnyFilter, AnyFilter]

  it('takes positive whole ids for a relation', () => {
    expect(parseFilterValue(relation, 3)).toBe(3)
    expect(parseFilterValue(relation, '12')).toBe(12)
    expect(parseFilterValue(relation, 0)).toBeUndefined()
    expect(parseFilterValue(relation, 2.5)).toBeUndefined()
    expect(parseFilterValue(relation, 'x')).toBeUndefined()
  })

  it('takes true or false for a tri-state boolean, only true for a checkbox', () => {
    expect(parseFilterValue(boolean, true)).toBe(true)
    expect(parseFilterValue(boolean, 'false')).toBe(false)
    expect(parseFilterValue(boolean, 'yes')).toBeUndefined()
    expect(parseFilterValue(checkbox, true)).toBe(true)
    expect(parseFilterValue(checkbox, false)).toBeUndefined()
  })

  it('takes only the options of a select', () => {
    expect(parseFilterValue(select, 'sidebar')).toBe('sidebar')
    expect(parseFilterValue(select, 'middle')).toBeUndefined()
    expect(parseFilterValue(select, { top: 1 })).toBeUndefined()
  })
})

describe('listQuery', () => {
  it('is empty for the first page in the default order', () => {
    expect(listQuery(spec, {})).toEqual({})
    expect(listQuery(spec, { page: 1, sort: 'position', search: '  ' })).toEqual({})
  })

  it('passes page, trimmed search text, a known order and valid filters', () => {
    expect(
      listQuery(spec, { page: 3, search: ' cs2 ', sort: '-cardsCount', category: 4, top: false, position: 'sidebar' }),
    ).toEqual({
      page: 3,
      search: 'cs2',
      sort: '-cardsCount',
      filter: { category: 4, top: false, position: 'sidebar' },
    })
  })

  it('drops unknown orders, unknown filters and bad values', () => {
    expect(listQuery(spec, { sort: '-slug', color: 'red', category: -1, published: false })).toEqual({})
  })
})

describe('the next address', () => {
  const search = { page: 4, search: 'case', sort: '-name', top: true }

  it('goes back to page 1 when the order, the text or a filter changes', () => {
    expect(withSort(spec, search, { field: 'cardsCount', desc: true })).toEqual({
      ...search,
      page: undefined,
      sort: '-cardsCount',
    })
    expect(withSearchText(search, ' knife ')).toEqual({ ...search, page: undefined, search: 'knife' })
    expect(withFilter(filters, search, 'category', 2)).toEqual({ ...search, page: undefined, category: 2 })
    expect(withFilter(filters, search, 'top', undefined)).toEqual({ ...search, page: undefined, top: undefined })
  })

  it('clears a filter narrowed by the one that changes (a subcategory when the category changes)', () => {
    const subcategory: AnyFilter = {
      kind: 'relation',
      key: 'subcategory',
      label: msg`Subcategory`,
      source,
      narrowedBy: { filter: 'category', as: 'category' },
    }
    const narrowed = [...filters, subcategory]
    expect(withFilter(narrowed, { category: 1, subcategory: 5 }, 'category', 2)).toEqual({
      category: 2,
      subcategory: undefined,
      page: undefined,
    })
    expect(withFilter(narrowed, { category: 1, subcategory: 5 }, 'top', true)).toEqual({
      category: 1,
      subcategory: 5,
      top: true,
      page: undefined,
    })
  })

  it('leaves the default order and empty text out of the address', () => {
    expect(withSort(spec, search, { field: 'position', desc: false }).sort).toBeUndefined()
    expect(withSearchText(search, '  ').search).toBeUndefined()
  })

  it('clears text and filters but keeps the order', () => {
    expect(withoutNarrowing(search)).toEqual({ sort: '-name' })
    expect(withoutNarrowing({ top: true })).toEqual({})
  })
})

describe('a filter that depends on another', () => {
  const tasks: AnyFilter[] = [
    {
      kind: 'select',
      key: 'owner',
      label: msg`Owner`,
      options: [
        { value: 'case', label: msg`Case` },
        { value: 'giveaway', label: msg`Giveaway` },
      ],
    },
    {
      kind: 'dependent-relation',
      key: 'owner_id',
      label: msg`Case or giveaway`,
      dependsOn: 'owner',
      sources: { case: source, giveaway: source },
    },
    { kind: 'relation', key: 'role', label: msg`Role`, source: { ...source, key: () => '' } },
  ]

  it('counts only while the filter it depends on is set', () => {
    expect(filterValues(tasks, { owner: 'case', owner_id: '3' })).toEqual({ owner: 'case', owner_id: 3 })
    expect(filterValues(tasks, { owner_id: 3 })).toEqual({})
    expect(filterValues(tasks, { owner: 'nobody', owner_id: 3 })).toEqual({})
  })

  it('is cleared when that filter changes, and stays when another does', () => {
    const search = { owner: 'case', owner_id: 3, page: 2 }
    expect(withFilter(tasks, search, 'owner', 'giveaway')).toEqual({
      owner: 'giveaway',
      owner_id: undefined,
      page: undefined,
    })
    expect(withFilter(tasks, search, 'role', 'admin')).toEqual({ ...search, role: 'admin', page: undefined })
  })

  it("takes a relation chosen by the source's key as text", () => {
    expect(filterValues(tasks, { role: 'articlesEditor' })).toEqual({ role: 'articlesEditor' })
  })
})

describe('narrowing', () => {
  it('counts search text and valid filters, not the order or the page', () => {
    expect(isNarrowed(spec, { page: 2, sort: '-name' })).toBe(false)
    expect(isNarrowed(spec, { search: 'x' })).toBe(true)
    expect(isNarrowed(spec, { top: false })).toBe(true)
    expect(isNarrowed(spec, { top: 'maybe' })).toBe(false)
  })

  it('reads only valid filter values and the effective order', () => {
    expect(filterValues(filters, { category: '7', top: 'true', junk: 1 })).toEqual({ category: 7, top: true })
    expect(effectiveSort(spec, { sort: 'name' })).toBe('name')
    expect(effectiveSort(spec, { sort: 'bogus' })).toBe('position')
  })
})

describe('narrowedSource', () => {
  const subcategories = { ...source, query: { per_page: 50 } }
  const subcategory = {
    kind: 'relation' as const,
    key: 'subcategory',
    label: msg`Subcategory`,
    source: subcategories,
    narrowedBy: { filter: 'category', as: 'category' },
  }

  it('asks for the options of the chosen record of the other filter only', () => {
    expect(narrowedSource(subcategory, { category: 3 }).query).toEqual({ per_page: 50, filter: { category: 3 } })
  })

  it('offers every option while the other filter is not set', () => {
    expect(narrowedSource(subcategory, {})).toBe(subcategories)
  })
})
