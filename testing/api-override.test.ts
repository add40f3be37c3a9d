import { describe, expect, it } from 'vitest'
import { getResponse } from 'msw'
import { apiOverride, networkError } from './api-override'

const request = (method: string, path: string) => new Request(`http://localhost/api${path}`, { method })

describe('apiOverride', () => {
  it('answers a contract path with its parameters, status and JSON body', async () => {
    const handler = apiOverride('get', '/cards/{slug}', ({ params }) => ({
      status: 404,
      body: { error: `No card ${params.slug}` },
    }))
    const response = await getResponse([handler], request('GET', '/cards/skinbox'))
    expect(response?.status).toBe(404)
    expect(await response?.json()).toEqual({ error: 'No card skinbox' })
  })

  it('answers a bodiless status without a body, and a network error as one', async () => {
    const viewed = await getResponse(
      [apiOverride('post', '/notifications/view', () => ({ status: 204 }))],
      request('POST', '/notifications/view'),
    )
    expect(viewed?.status).toBe(204)
    expect(await viewed?.text()).toBe('')
    const failed = await getResponse(
      [apiOverride('post', '/notifications/view', () => networkError)],
      request('POST', '/notifications/view'),
    )
    expect(failed?.type).toBe('error')
  })

  it('hands the request on when it returns nothing', async () => {
    const passOn = apiOverride('get', '/core', () => undefined)
    const next = apiOverride('get', '/core', () => ({ status: 500, body: { error: 'Down' } }))
    expect((await getResponse([passOn, next], request('GET', '/core')))?.status).toBe(500)
  })

  it('accepts only what the contract says (checked by the typecheck)', () => {
    // @ts-expect-error: no such path in the contract
    apiOverride('get', '/card/{slug}', () => undefined)
    // @ts-expect-error: the path has no POST
    apiOverride('post', '/core', () => undefined)
    // @ts-expect-error: a status the operation does not list
    apiOverride('post', '/notifications/view', () => ({ status: 200, body: {} }))
    // @ts-expect-error: the body of a 404 is `{ error }`
    apiOverride('get', '/cards/{slug}', () => ({ status: 404, body: { message: 'gone' } }))
    // @ts-expect-error: a path parameter the path does not have
    apiOverride('get', '/cards/{slug}', ({ params }: { params: { id: string } }) => ({
      status: 404,
      body: { error: params.id },
    }))
    expect(true).toBe(true)
  })
})
