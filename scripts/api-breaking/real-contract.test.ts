import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseDocument } from 'yaml'
import { compareContracts } from './compare.ts'
import { formatReport } from './report.ts'

const contract = readFileSync(new URL('../../openapi/openapi.yaml', import.meta.url), 'utf8')

function withoutTopCardsAndBalance(): string {
  const document = parseDocument(contract)
  document.deleteIn(['paths', '/cards/top-cards'])
  document.deleteIn(['components', 'schemas', 'Balance', 'properties', 'balance'])
  document.setIn(['components', 'schemas', 'Balance', 'required'], [])
  return document.toString()
}

// About a second of CPU each (oasdiff, the contract's 10,000 lines); on a busy shared machine 15 s were seen.
describe('the real contract', { timeout: 60_000 }, () => {
  it('has no change against itself', async () => {
    expect(await compareContracts(contract, contract)).toEqual({
      breaking: [],
      accepted: [],
      nonBreaking: [],
      staleMarks: [],
    })
  })

  it('breaks clients when an operation and a response field are removed, named by operation and place', async () => {
    const verdict = await compareContracts(contract, withoutTopCardsAndBalance())
    const balanceRemoved = 'removed the required property `data/balance` from the response with the `200` status'
    expect(verdict.breaking.map(({ operation, check, text }) => ({ operation, check, text }))).toEqual([
      {
        operation: { method: 'GET', path: '/cards/top-cards', operationId: 'listTopCards' },
        check: 'api-path-removed-without-deprecation',
        text: 'api path removed without deprecation',
      },
      {
        operation: { method: 'POST', path: '/cases/{slug}/available-item/sell', operationId: 'sellAvailableCaseItem' },
        check: 'response-required-property-removed',
        text: balanceRemoved,
      },
      {
        operation: { method: 'POST', path: '/shop/buy', operationId: 'buyShopItem' },
        check: 'response-required-property-removed',
        text: balanceRemoved,
      },
    ])
    const report = formatReport(verdict, { base: 'main', revision: 'openapi/openapi.yaml', verbose: false })
    expect(report).toContain('✗ 3 breaking changes for clients:\n  GET /cards/top-cards (listTopCards)\n')
    expect(report).toContain(
      `  POST /shop/buy (buyShopItem)\n    - ${balanceRemoved} [response-required-property-removed; base line `,
    )
  })
})
