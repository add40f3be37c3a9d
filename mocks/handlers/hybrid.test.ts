import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getResponse, isPassthroughResponse } from 'msw'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { callLog } from '../control/call-log.ts'
import { reset } from '../db/state.ts'
import { handleNodeRequest } from '../http/node-adapter.ts'
import { routing, useHybridSettings } from '../hybrid/routing.ts'
import { handlers } from './index.ts'

/**
 * Hybrid mode as the dev server hosts it: the fake backend's /api on one server, a stand-in for
 * the real API on another, which answers every call with where it came.
 */
let devServer: Server
let realApi: Server
let base = ''
let realBase = ''
const realApiSaw: string[] = []

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

beforeAll(async () => {
  await reset()
  realApi = createServer((req, res) => {
    realApiSaw.push(`${req.method} ${req.url}`)
    res.setHeader('Content-Type', 'application/json')
    res.end(JSON.stringify({ data: { answeredBy: 'the real API' } }))
  })
  realBase = `${await listen(realApi)}/api`
  devServer = createServer((req, res) => void handleNodeRequest(req, res, '/api'))
  base = await listen(devServer)
  useHybridSettings(routing, { realApiBaseUrl: realBase, fake: ['/categories/*'], real: ['getCategory'] })
})

afterEach(() => {
  realApiSaw.length = 0
  routing.moved.clear()
})

afterAll(async () => {
  useHybridSettings(routing, null)
  await Promise.all([devServer, realApi].map((server) => new Promise<void>((resolve) => server.close(() => resolve()))))
})

const body = async (path: string, init?: RequestInit) =>
  (await fetch(`${base}/api${path}`, init)).json() as Promise<{ data: Record<string, unknown> }>

describe('hybrid mode', () => {
  it('answers the named operations from the fake and passes the rest on to the real API, the log saying which', async () => {
    expect((await body('/categories/cs2-cases/cards')).data).toEqual(
      expect.arrayContaining([expect.objectContaining({ title: 'CrateStorm' })]),
    )
    expect(await body('/categories/cs2-cases')).toEqual({ data: { answeredBy: 'the real API' } })
    expect(await body('/core')).toEqual({ data: { answeredBy: 'the real API' } })
    expect(realApiSaw).toEqual(['GET /api/categories/cs2-cases', 'GET /api/core'])
    expect(
      callLog.calls.slice(0, 3).map(({ path, answeredBy, operation }) => `${path} ${answeredBy} ${operation}`),
    ).toEqual([
      '/core real getCore',
      '/categories/cs2-cases real getCategory',
      '/categories/cs2-cases/cards fake listCategoryCards',
    ])
  })

  it('refuses a request the contract does not know, as always, without asking the real API', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const refused = await fetch(`${base}/api/no-such-thing`)
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({
      error: expect.stringContaining('GET /no-such-thing: the contract has no operation at this path') as unknown,
    })
    expect(realApiSaw).toEqual([])
    logged.mockRestore()
  })

  it('moves an operation to the other side through the control API, and says who answers what', async () => {
    const move = (operation: string, answeredBy: string) =>
      fetch(`${base}/api/__control/operations`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ operation, answeredBy }),
      })
    expect((await move('getCore', 'fake')).status).toBe(204)
    expect((await move('listCategoryCards', 'real')).status).toBe(204)
    expect((await body('/core')).data).toHaveProperty('categories')
    expect(await body('/categories/cs2-cases/cards')).toEqual({ data: { answeredBy: 'the real API' } })
    const { data } = (await body('/__control')) as {
      data: { routing: { operations: { id: string; answeredBy: string; moved: boolean }[] } }
    }
    expect(data.routing.operations.filter((operation) => operation.moved)).toEqual([
      { id: 'getCore', answeredBy: 'fake', moved: true },
      { id: 'listCategoryCards', answeredBy: 'real', moved: true },
    ])
    expect((await move('noSuchOperation', 'real')).status).toBe(422)
    expect((await move('getCore', 'elsewhere')).status).toBe(422)
  })

  it("leaves the real API's own addresses (its pictures) to it", async () => {
    const answer = await getResponse(handlers, new Request(`${realBase}/fake-images/tile-1.svg`))
    expect(answer && isPassthroughResponse(answer)).toBe(true)
  })
})

describe('outside hybrid mode', () => {
  it('has no real API to move an operation to', async () => {
    useHybridSettings(routing, null)
    const answer = await fetch(`${base}/api/__control/operations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"operation":"getCore","answeredBy":"real"}',
    })
    expect(answer.status).toBe(409)
    expect((await body('/__control')).data.routing).toBeNull()
  })
})
