import type { AddressInfo } from 'node:net'
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
})
