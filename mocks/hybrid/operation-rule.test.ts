import { describe, expect, it } from 'vitest'
import { entryMatches, operationEntries, unmatchedEntries, type OperationRef } from './operation-rule.ts'

const openCase: OperationRef = { id: 'openCase', method: 'POST', path: '/cases/{slug}/open' }
const listCases: OperationRef = { id: 'listCases', method: 'GET', path: '/cases' }
const getCard: OperationRef = { id: 'getCard', method: 'GET', path: '/cards/{slug}' }

describe('the operations a setting names', () => {
  it('reads a comma-separated list, blanks left out', () => {
    expect(operationEntries(' openCase, /cases/* ,,GET /cards/*')).toEqual(['openCase', '/cases/*', 'GET /cards/*'])
    expect(operationEntries(undefined)).toEqual([])
  })

  it.each([
    ['openCase', openCase, true],
    ['opencase', openCase, false],
    ['*', getCard, true],
    ['/cases/*', openCase, true],
    ['/cases/*', listCases, false],
    ['/cases*', listCases, true],
    ['/cases/{slug}/open', openCase, true],
    ['/cases/daily-case/open', openCase, false],
    ['POST /cases/*', openCase, true],
    ['get /cases/*', openCase, false],
    ['GET /cards/*', getCard, true],
  ])('%s matches %o: %s', (entry, operation, matches) => {
    expect(entryMatches(entry, operation)).toBe(matches)
  })

  it('says which entries match no operation of the contract', () => {
    expect(
      unmatchedEntries(
        ['openCase', 'getCaseTasks', '/cases/*', '/nowhere/*', 'PUT /cards/*'],
        [openCase, listCases, getCard],
      ),
    ).toEqual(['getCaseTasks', '/nowhere/*', 'PUT /cards/*'])
  })
})
