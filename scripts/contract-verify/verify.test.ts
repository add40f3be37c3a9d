import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it, onTestFinished } from 'vitest'
import type { Check } from './check.ts'
import { parseContract } from './contract.ts'
import { verify } from './verify.ts'

const refusals = `
        '400': { $ref: '#/components/responses/Error' }
        '401': { $ref: '#/components/responses/Unauthorized' }
        '404': { $ref: '#/components/responses/Error' }`

const contract = parseContract(`
openapi: 3.1.0
info: { title: Shop, version: 1.0.0 }
security: [{}, { session: [] }]
paths:
  /things:
    get:
      operationId: listThings
      responses:
        '200': { $ref: '#/components/responses/Slugs' }
  /things/{slug}:
    get:
      operationId: getThing
      responses:
        '200': { $ref: '#/components/responses/Slugs' }${refusals}
  /orders:
    get:
      operationId: listOrders
      security: [{ session: [] }]
      responses:
        '200': { $ref: '#/components/responses/Ids' }${refusals}
  /orders/{id}:
    get:
      operationId: getOrder
      security: [{ session: [] }]
      responses:
        '200': { $ref: '#/components/responses/Ids' }${refusals}
  /auth/logout:
    post:
      operationId: logout
      security: [{ session: [] }]
      responses:
        '204': { description: Signed out. }${refusals}
  /things/{slug}/reviews:
    post:
      operationId: reviewThing
      security: [{ session: [] }]
      requestBody:
        content:
          multipart/form-data:
            schema:
              type: object
              additionalProperties: false
              required: [text]
              properties:
                text: { type: string }
            example: { text: Fine }
      responses:
        '201': { $ref: '#/components/responses/Slugs' }
        '422':
          description: Invalid.
          content:
            application/json:
              schema: { type: object, required: [errors], properties: { errors: { type: object } } }${refusals}
components:
  securitySchemes:
    session: { type: apiKey, in: cookie, name: session }
  responses:
    Slugs:
      description: Things.
      content:
        application/json:
          schema: { type: object, required: [data], properties: { data: { type: array, items: { type: object, required: [slug], properties: { slug: { type: string } } } } } }
    Ids:
      description: Orders.
      content:
        application/json:
          schema: { type: object, required: [data], properties: { data: { type: array, items: { type: object, required: [id], properties: { id: { type: integer } } } } } }
    Error:
      description: Refused.
      content:
        application/json:
          schema: { type: object, required: [error], properties: { error: { type: string } } }
    Unauthorized:
      description: Not signed in.
      content:
        application/json:
          schema: { type: object, additionalProperties: false }
`)

async function formOf(request: IncomingMessage): Promise<FormData> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const answer = new Response(Buffer.concat(chunks), {
    headers: { 'Content-Type': request.headers['content-type'] ?? 'text/plain' },
  })
  return answer.formData().catch(() => new FormData())
}

/**
 * An API that gets a few things wrong: it lets a guest list the orders, and takes a review with a
 * field the operation does not have. It logs each call it answers.
 */
async function shop(): Promise<{ baseUrl: string; calls: string[] }> {
  const calls: string[] = []
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://shop')
      const signedIn = request.headers.cookie === 'session=s1'
      const form = request.method === 'POST' ? await formOf(request) : null
      calls.push(
        `${request.method} ${url.pathname}${url.search} ${signedIn ? 'signed-in' : 'guest'}${form ? ` [${[...form.keys()].join(',')}]` : ''}`,
      )
      const json = (status: number, body: unknown) =>
        response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))
      if (url.pathname === '/api/things') return json(200, { data: [{ slug: 'first one' }] })
      if (url.pathname === '/api/things/first%20one') return json(200, { data: [] })
      if (url.pathname === '/api/orders') return json(200, { data: [] })
      if (!signedIn) return json(401, {})
      if (url.pathname === '/api/auth/logout') return response.writeHead(204).end()
      if (url.pathname === '/api/things/first%20one/reviews')
        return form?.has('text') ? json(201, { data: [] }) : json(422, { errors: { text: ['Required'] } })
      return json(404, { error: 'Not found' })
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  onTestFinished(() => {
    server.close()
  })
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`, calls }
}

const summary = (checks: Check[]) =>
  checks.map(({ operation, audience, badInput, outcome }) => {
    const result =
      outcome.kind === 'answered'
        ? [outcome.status, ...outcome.drifts.map((drift) => drift.kind)].join(' ')
        : `${outcome.kind}: ${outcome.kind === 'not-called' ? outcome.reason : outcome.failure.kind}`
    return `${audience} ${operation.operationId}${badInput ? ` (${badInput})` : ''}: ${result}`
  })

describe('verify', () => {
  it('reads every GET as a guest and signed in, with path values from the lists, and writes with bad input first and logout last', async () => {
    const api = await shop()
    const { checks, unreachable } = await verify({
      contract,
      baseUrl: api.baseUrl,
      cookie: 'session=s1',
      writes: true,
      locale: 'en',
      timeoutMs: 2000,
    })
    expect(unreachable).toBeNull()
    expect(summary(checks)).toEqual([
      'guest listThings: 200',
      'guest getThing: 200',
      'guest listOrders: 200 guest-served',
      // The guest's list of orders is empty, but a guest is refused an order whatever its id.
      'guest getOrder: 401',
      'guest reviewThing: 401',
      'guest logout: 401',
      'signed-in listThings: 200',
      'signed-in getThing: 200',
      'signed-in listOrders: 200',
      'signed-in getOrder: not-called: no value for {id}: GET /orders has no id in its first row at /data',
      'signed-in reviewThing (without the required field "text"): 422',
      'signed-in reviewThing (with a field it does not take ("contractVerifyForeignField")): 201 bad-input-accepted',
      'signed-in reviewThing: 201',
      'signed-in logout (with a query parameter it does not take ("contractVerifyForeignField")): 204 bad-input-accepted',
      'signed-in logout: 204',
    ])
    expect(api.calls.slice(-5)).toEqual([
      'POST /api/things/first%20one/reviews signed-in []',
      'POST /api/things/first%20one/reviews signed-in [text,contractVerifyForeignField]',
      'POST /api/things/first%20one/reviews signed-in [text]',
      'POST /api/auth/logout?contractVerifyForeignField=x signed-in []',
      'POST /api/auth/logout signed-in []',
    ])
  })

  it('stops at the first call when the API does not answer', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    closed.close()
    const { checks, unreachable } = await verify({
      contract,
      baseUrl: `http://127.0.0.1:${port}/api`,
      cookie: 'session=s1',
      writes: true,
      locale: 'en',
      timeoutMs: 2000,
    })
    expect(unreachable?.kind).toBe('refused')
    expect(summary(checks)).toEqual(['guest listThings: no-answer: refused'])
  })
})
