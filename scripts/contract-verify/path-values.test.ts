import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseContract, type Operation } from './contract.ts'
import { listOperations, valueSource } from './path-values.ts'

const contract = parseContract(readFileSync(new URL('../../openapi/openapi.yaml', import.meta.url), 'utf8'))

describe('where path values come from', () => {
  it('the collection above the parameter: the first row’s slug, or its id', () => {
    expect(valueSource('/cards/{slug}/similar', 'slug')).toEqual({ path: '/cards', rows: '/data', field: 'slug' })
    expect(valueSource('/categories/{slug}/subcategories/{subcategorySlug}', 'subcategorySlug')).toEqual({
      path: '/categories/{slug}/subcategories',
      rows: '/data',
      field: 'slug',
    })
    expect(valueSource('/admin/users/{id}/ledger', 'id')).toEqual({ path: '/admin/users', rows: '/data', field: 'id' })
  })

  it('where the contract puts the ids of things with no list of their own', () => {
    expect(valueSource('/notifications/{id}', 'id')).toEqual({
      path: '/core',
      rows: '/data/notifications',
      field: 'id',
    })
    expect(valueSource('/tasks/{id}/check', 'id')).toEqual({ path: '/cases/{slug}/tasks', rows: '/data', field: 'id' })
  })

  it('has a list for every path parameter of the contract, and says what to do for a new one without', () => {
    const lists = listOperations(contract.operations)
    expect(lists.get('/cases/last-items')?.operationId).toBe('listLastDroppedItems')
    const orphan = { ...contract.operations[0], method: 'GET', path: '/coupons/{code}' } as Operation
    expect(() => listOperations([...contract.operations, orphan])).toThrow(
      '/coupons/{code}: no GET /coupons to find a {code} in (add it to OWN_SOURCES in scripts/contract-verify/path-values.ts)',
    )
  })
})
