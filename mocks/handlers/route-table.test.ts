import { getResponse, http, HttpResponse, type HttpHandler } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { handlers } from './index.ts'
import { routeTable } from './route-table.ts'

const says = (text: string) => () => HttpResponse.text(text)

/** Overlapping handlers, in an order that matters: the first that matches and answers wins. */
function overlapping(): HttpHandler[] {
  return [
    http.get('*/api/cards/top', says('top cards')),
    http.get('*/api/cards/:slug', ({ params }) => (params.slug === 'skip' ? undefined : HttpResponse.text('a card'))),
    http.post('*/api/cards/:slug', says('card posted')),
    http.get('*/api/:section/latest', says('latest of any section')),
    http.get('*/api/cards/:slug', says('a card nobody skipped')),
    http.get('*/api/articles', says('articles')),
  ]
}

async function answer(list: HttpHandler[], method: string, url: string): Promise<string | null> {
  const response = await getResponse(list, new Request(url, { method }))
  return response ? response.text() : null
}

describe('the route table', () => {
  it('answers every call with the handler the plain list would have used', async () => {
    const calls: [string, string][] = [
      ['GET', 'http://localhost/api/cards/top'],
      ['GET', 'http://localhost/api/Cards/TOP'],
      ['GET', 'http://localhost/api/cards/storm'],
      ['GET', 'http://localhost/api/cards/skip'],
      ['POST', 'http://localhost/api/cards/storm'],
      ['GET', 'http://localhost/api/cards/latest'],
      ['GET', 'http://localhost/api/articles/latest'],
      ['GET', 'http://localhost/api/articles?page=2'],
      ['GET', 'http://localhost:4312/tenant/api/articles'],
      ['DELETE', 'http://localhost/api/articles'],
      ['GET', 'http://localhost/api/unknown'],
      ['GET', 'http://localhost/api/%20odd/latest'],
    ]
    for (const [method, url] of calls) {
      const plain = await answer(overlapping(), method, url)
      expect(await answer([routeTable(overlapping())], method, url), `${method} ${url}`).toBe(plain)
    }
    expect(await answer([routeTable(overlapping())], 'GET', 'http://localhost/api/cards/skip')).toBe(
      'a card nobody skipped',
    )
    expect(await answer([routeTable(overlapping())], 'GET', 'http://localhost/api/unknown')).toBeNull()
  })

  it('parses a call only with the handlers of its method and first segment, and those of any segment', async () => {
    const list = overlapping()
    const parsed = list.map((handler) => vi.spyOn(handler, 'parse'))
    await answer([routeTable(list)], 'GET', 'http://localhost/api/articles')
    expect(parsed.map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0, 1, 0, 1])
  })

  it('refuses a handler whose path is not an /api/ pattern', () => {
    expect(() => routeTable([http.get('/elsewhere', says('no'))])).toThrow(/not a method and an \/api\/ path/)
  })

  it('holds the fake backend, and a call of the contract still reaches its operation', async () => {
    expect(handlers.length).toBeLessThan(12)
    const response = await getResponse(
      handlers,
      new Request('http://localhost/api/core', { headers: { 'Accept-Language': 'en' } }),
    )
    expect(response?.status).toBe(200)
  })
})
