import { getResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { reset } from '../db/state.ts'
import { rejected } from '../domain/errors.ts'
import { pageParam } from './request.ts'
import { fakeOnlyRoute, route } from './route.ts'

const post = (path: string, form: Record<string, string>, locale = 'en') => {
  const body = new FormData()
  for (const [key, value] of Object.entries(form)) body.append(key, value)
  return new Request(`http://localhost/api${path}`, { method: 'POST', body, headers: { 'Accept-Language': locale } })
}

beforeEach(async () => {
  await reset()
})

describe('route', () => {
  it('answers the status, body and headers the resolver returns, with the path parameters and form fields', async () => {
    const handler = route('post', '/cases/{slug}/promocodes/activate', async ({ answer, params, form }) => {
      const { code } = await form()
      return answer(404, { error: `${params.slug}:${String(code)}` }, { 'X-Seen': 'yes' })
    })
    const response = await getResponse([handler], post('/cases/daily/promocodes/activate', { code: 'GIFT' }))
    expect(response?.status).toBe(404)
    expect(response?.headers.get('X-Seen')).toBe('yes')
    expect(await response?.json()).toEqual({ error: 'daily:GIFT' })
  })

  it('answers a bodiless status without a body', async () => {
    const response = await getResponse(
      [route('post', '/notifications/view', ({ empty }) => empty(204))],
      post('/notifications/view', {}),
    )
    expect(response?.status).toBe(204)
    expect(await response?.text()).toBe('')
  })

  it("reads the query by the contract's names: the page, and only the filters the operation lists", async () => {
    const handler = route('get', '/cards', ({ answer, query }) => {
      const { category } = query.filter(['category', 'search'])
      return answer(200, {
        data: [],
        pagination: { total: 0, current_page: pageParam(query), last_page: Number(category) },
      })
    })
    const ok = await getResponse([handler], new Request('http://localhost/api/cards?page=3&filter[category]=7'))
    expect(await ok?.json()).toMatchObject({ pagination: { current_page: 3, last_page: 7 } })
    const unknownFilter = await getResponse([handler], new Request('http://localhost/api/cards?filter[price]=1'))
    expect(unknownFilter?.status).toBe(422)
  })

  it("turns a domain refusal into the contract's envelope in the request's language", async () => {
    const handler = route('post', '/cookie-confirm', () => {
      throw rejected({ ru: 'Нельзя', en: 'Not now' })
    })
    const response = await getResponse([handler], post('/cookie-confirm', {}))
    expect(response?.status).toBe(400)
    expect(await response?.json()).toEqual({ error: 'Not now' })
  })

  it('accepts only what the contract says (checked by the typecheck)', () => {
    // @ts-expect-error: no such path in the contract
    route('get', '/case/{slug}', ({ empty }) => empty(204))
    // @ts-expect-error: the path has no POST
    route('post', '/core', ({ empty }) => empty(204))
    // @ts-expect-error: a status the operation does not list
    route('post', '/notifications/view', ({ answer }) => answer(200, {}))
    // @ts-expect-error: a field the answer's schema does not have
    route('get', '/ref/statistics', ({ answer }) => answer(200, { data: { amount: 1, referrals: 2, level: 3 } }))
    // @ts-expect-error: `amount` is a number
    route('get', '/ref/statistics', ({ answer }) => answer(200, { data: { amount: '1', referrals: 2 } }))
    // @ts-expect-error: a 200 has a body
    route('get', '/ref/statistics', ({ empty }) => empty(200))
    // @ts-expect-error: an answer is made by `answer` or `empty`, whose arguments are checked
    route('get', '/ref/statistics', () => ({ status: 200, body: { data: { amount: 1, referrals: 2, level: 3 } } }))
    // @ts-expect-error: `/cases/{slug}` has no `{id}`
    route('get', '/cases/{slug}', ({ params }: { params: { id: string } }) => {
      throw new Error(params.id)
    })
    route('post', '/cases/{slug}/open', async ({ answer, form }) => {
      // @ts-expect-error: the form's field is `captchaToken`
      const { captcha } = await form()
      return answer(404, { error: String(captcha) })
    })
    route('get', '/cards', ({ answer, query }) => {
      // @ts-expect-error: the operation's query has `page` and `filter`, no `sort`
      query.get('sort')
      // @ts-expect-error: its filters are `category` and `search`
      query.filter(['category', 'price'])
      return answer(200, { data: [], pagination: { total: 0, current_page: 1, last_page: 1 } })
    })
    route('get', '/core', ({ query }) => {
      // @ts-expect-error: `/core` takes no query, so no page either
      pageParam(query)
      throw new Error('unreachable')
    })
    // @ts-expect-error: a contract operation is declared with route()
    fakeOnlyRoute('get', '/core', () => new Response())
    expect(fakeOnlyRoute('get', '/core-dump', () => new Response())).toBeDefined()
  })
})
