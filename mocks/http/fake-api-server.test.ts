import { Agent, get, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reset } from '../db/state.ts'
import { createFakeApiServer } from './fake-api-server.ts'

const host = createFakeApiServer()
let base = ''

beforeAll(async () => {
  await reset()
  await new Promise<void>((resolve) => host.server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(host.server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await host.realtime.close()
})

describe('api:serve', () => {
  it('reads a request line past what Node takes by default, so a long address is its own 414, not a bare 431', async () => {
    const answer = await fetch(`${base}/api/cards?filter[search]=${'a'.repeat(20_000)}`, {
      headers: { 'Accept-Language': 'en' },
    })
    expect(answer.status).toBe(414)
    const body = (await answer.json()) as { error: string }
    expect(body.error).toContain('longer than')
  })

  it("keeps an idle kept-alive connection open past Node's 5 s, so a client that reuses it is served, not reset", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const call = () =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const request = get(`${base}/api/categories`, { agent }, (answer: IncomingMessage) => {
          answer.resume()
          answer.on('end', () => resolve({ status: answer.statusCode ?? 0, reused: request.reusedSocket }))
        })
        request.on('error', reject)
      })
    try {
      expect(await call()).toEqual({ status: 200, reused: false })
      // Past Node's own allowance (5 s, and 1 s of grace since Node 24): a closed socket leaves
      // the agent's pool, and the next call would open a new one.
      await sleep(7_000)
      expect(await call()).toEqual({ status: 200, reused: true })
    } finally {
      agent.destroy()
    }
  }, 20_000)
})
