import { execFile } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest'
import { reset } from '../../mocks/db/state.ts'
import { createFakeApiServer } from '../../mocks/http/fake-api-server.ts'
import type { Check } from './check.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** The CLI in the project's root, as `npm run contract:verify --` runs it; its exit code and output. */
async function contractVerify(...args: string[]) {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['scripts/contract-verify/cli.ts', ...args], {
      cwd: root,
      maxBuffer: 16 * 2 ** 20,
    })
    return { code: 0, stdout }
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string }
    return { code, stdout: stdout + stderr }
  }
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

// The fake backend as `api:serve` serves it, in this process.
let fake: ReturnType<typeof createFakeApiServer>
let fakeOrigin = ''

beforeAll(async () => {
  fake = createFakeApiServer()
  await reset()
  fakeOrigin = await listen(fake.server)
})

afterAll(async () => {
  await fake.realtime.close()
})

/** A session of the fake backend's admin persona (the control API is the fake's own, not the contract's). */
async function adminSession(): Promise<string> {
  const answer = await fetch(`${fakeOrigin}/api/__control/sign-in?persona=admin`, { method: 'POST' })
  return answer.headers.getSetCookie()[0]?.split(';')[0] ?? ''
}

type Data = { data: Record<string, unknown>[] }

/** What the altering proxy changes in the fake backend's answers: one drift of each kind. */
const alterations: Record<string, (body: Data) => { status: number; body: unknown }> = {
  '/api/contacts': (body) => {
    delete body.data[0]?.name
    return { status: 200, body }
  },
  '/api/cards/top-cards': (body) => {
    body.data[0]!.rating = String(body.data[0]!.rating)
    return { status: 200, body }
  },
  '/api/giveaways': (body) => {
    body.data[0]!.status = 'paused'
    return { status: 200, body }
  },
  '/api/articles': (body) => {
    body.data[0]!.createdAt = 'yesterday'
    return { status: 200, body }
  },
  '/api/shop/last-delivered': () => ({ status: 404, body: { error: 'Not found' } }),
}

/** The fake backend behind a proxy that alters some of its answers (reads only: no body is passed on). */
async function alteringProxy(): Promise<string> {
  const proxy = createServer((request, response) => {
    const url = new URL(request.url ?? '/', fakeOrigin)
    const headers = {
      Cookie: request.headers.cookie ?? '',
      'Accept-Language': request.headers['accept-language'] ?? 'ru',
    }
    void fetch(url, { method: request.method, headers }).then(async (answer) => {
      const alter = alterations[url.pathname]
      if (!alter) {
        response
          .writeHead(answer.status, { 'Content-Type': answer.headers.get('Content-Type') ?? 'text/plain' })
          .end(Buffer.from(await answer.arrayBuffer()))
        return
      }
      const altered = alter((await answer.json()) as Data)
      response.writeHead(altered.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(altered.body))
    })
  })
  onTestFinished(() => {
    proxy.close()
  })
  return `${await listen(proxy)}/api`
}

const driftsOf = (checks: Check[]) =>
  checks.flatMap(({ operation, audience, outcome }) =>
    outcome.kind === 'answered'
      ? outcome.drifts.map((drift) =>
          `${audience} ${operation.method} ${operation.path}: ${drift.kind} ${drift.at ?? ''}`.trim(),
        )
      : [],
  )

// A run is 150-300 calls to the fake backend, about 4 s of CPU between the CLI and the fake: 5-7 s
// each on a 2-core machine at load 13, 20 s at load 8 beside other test runs, over 60 s at load 26.
describe('npm run contract:verify', { timeout: 120_000 }, () => {
  it('passes against the fake backend: every read as a guest and as an admin, and every write with valid and bad input', async () => {
    // The fake backend logs each request that departs from the contract: here only the bad input
    // meant to; so every valid body made from the contract's examples has the contract's shape.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    onTestFinished(() => logged.mockRestore())
    const { code, stdout } = await contractVerify(`${fakeOrigin}/api`, '--cookie', await adminSession(), '--writes')
    expect(logged.mock.calls.length).toBeGreaterThan(0)
    for (const [message] of logged.mock.calls)
      expect(message).toMatch(/"contractVerifyForeignField" is not in the contract/)
    expect(stdout).toMatch(
      /^\d+ calls: (\d+) as the contract says, 0 with drift, 0 without an answer, 0 not called\.$/m,
    )
    expect(stdout).toContain('\n✓ Every answer is one the contract describes.')
    expect(stdout).toMatch(/^POST \/admin\/uploads \(adminUploadImage\) +401 ✓ +201 ✓$/m)
    expect(stdout).toMatch(/^ {2}without the required field "evaluation" +422 ✓$/m)
    expect(code).toBe(0)
  })

  it('fails against answers that drift, naming exactly those drifts, as a guest and signed in', async () => {
    const token = (await adminSession()).replace(/^session=/, '')
    const { code, stdout } = await contractVerify(await alteringProxy(), '--cookie', token, '--json')
    const report = JSON.parse(stdout) as { summary: Record<string, number>; checks: Check[] }
    const drifts = [
      'GET /articles: broken-format $.data[0].createdAt',
      'GET /cards/top-cards: wrong-type $.data[0].rating',
      'GET /shop/last-delivered: undeclared-status',
      'GET /giveaways: unknown-enum-value $.data[0].status',
      'GET /contacts: missing-field $.data[0].name',
    ]
    expect(driftsOf(report.checks).sort()).toEqual(
      [...drifts.map((drift) => `guest ${drift}`), ...drifts.map((drift) => `signed-in ${drift}`)].sort(),
    )
    const guestDrifts = report.checks
      .filter(({ audience }) => audience === 'guest')
      .flatMap(({ outcome }) => (outcome.kind === 'answered' ? outcome.drifts : []))
    expect(guestDrifts.map(({ text }) => text)).toEqual([
      'broken format at $.data[0].createdAt: "yesterday" is not a date-time',
      'wrong type at $.data[0].rating: expected number, got string "5"',
      'status 404 is not declared (the contract has 200, 400, 414, 500)',
      'unknown enum value "paused" at $.data[0].status (the contract has "active", "ended")',
      'missing required field $.data[0].name',
    ])
    expect(report.summary).toMatchObject({ drifted: 10, drifts: 10, noAnswer: 0, notCalled: 0 })
    expect(code).toBe(1)
  })

  it('reports an API it cannot reach as such, not as drift (exit 2)', async () => {
    const closed = createServer()
    const origin = await listen(closed)
    closed.close()
    const { code, stdout } = await contractVerify(`${origin}/api`)
    expect(stdout).toContain(
      '⚠ The API could not be reached: connection refused: nothing listens there (ECONNREFUSED). Nothing was checked.',
    )
    expect(code).toBe(2)
  })

  it('explains itself, and refuses arguments it cannot use', async () => {
    const help = await contractVerify('--help')
    expect(help.stdout).toContain('--writes           STAGING ONLY')
    expect(help.code).toBe(0)
    const wrong = await contractVerify('staging.example.com/api')
    expect(wrong.stdout).toContain(
      'contract:verify: staging.example.com/api is not an http(s) address (--help explains)',
    )
    expect(wrong.code).toBe(2)
  })
})
