// How fast the fake backend answers its busiest reads, in this process (no network): the
// handlers every host uses, on the Node host, at the default seed and at a real site's size
// (FAKE_CARDS / FAKE_TRADES). Prints the median per request and fails when one is over budget.
//   node scripts/api-timings.ts [--runs N] [--cards 20000] [--trades 100000]
// `npm run bench` runs it as one of its sections (skip it there with --no-api-timings).
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { getResponse } from 'msw'
import { CLOCK_START_MS } from '../mocks/clock.ts'
import { db } from '../mocks/db/db.ts'
import { setSeedSize, type SeedSize } from '../mocks/db/seed/size.ts'
import { reset } from '../mocks/db/state.ts'
import { contractChecker } from '../mocks/contract/requests/source.ts'
import { handlers } from '../mocks/handlers/index.ts'
import { readContractFromDisk } from '../mocks/http/contract-file.ts'

/** The largest median a read may take, in ms. */
export const API_BUDGET_MS = 20

const ORIGIN = 'http://localhost'

readContractFromDisk()

interface Probe {
  name: string
  /** The path under /api, found in the seeded data of the size measured. */
  path: () => string
}

/** The reads a visitor makes most, on the largest lists the data has. */
const probes: Probe[] = [
  { name: 'category list', path: () => `/categories/${db.categories.all()[0]?.slug ?? ''}/cards?page=3` },
  { name: 'cards list page', path: () => `/cards?page=${Math.max(1, Math.floor(db.cards.count() / 24))}` },
  { name: 'search', path: () => '/search?filter[search]=storm&filter[type]=cards' },
  { name: 'trade page (rich)', path: () => '/profile/trades?page=2' },
  { name: 'card page', path: () => `/cards/${db.cards.all().at(-1)?.slug ?? ''}` },
]

async function call(path: string, cookie: string, method = 'GET'): Promise<Response> {
  const request = new Request(`${ORIGIN}/api${path}`, { method, headers: { 'Accept-Language': 'en', Cookie: cookie } })
  const response = await getResponse(handlers, request)
  if (!response) throw new Error(`nothing answered ${path}`)
  return response
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

export interface SizeTimings {
  size: string
  cards: number
  trades: number
  seedMs: number
  /** Median ms per probe. */
  medians: Record<string, number>
}

async function measureAt(label: string, size: Partial<SeedSize>, runs: number): Promise<SizeTimings> {
  setSeedSize(size)
  const seedStarted = performance.now()
  await reset(undefined, db, CLOCK_START_MS)
  const seedMs = Math.round(performance.now() - seedStarted)
  const signIn = await call('/__control/sign-in?persona=rich', '', 'POST')
  if (signIn.status !== 204) throw new Error(`signing in answered ${signIn.status}`)
  const cookie = (signIn.headers.get('Set-Cookie') ?? '').split(';')[0] ?? ''
  const medians: Record<string, number> = {}
  for (const probe of probes) {
    const path = probe.path()
    const times: number[] = []
    // The first calls build the indexes (once per write): not what a visitor waits for.
    for (let run = -3; run < runs; run++) {
      const started = performance.now()
      const response = await call(path, cookie)
      await response.text()
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`)
      if (run >= 0) times.push(performance.now() - started)
    }
    medians[probe.name] = Math.round(median(times) * 100) / 100
  }
  return { size: label, cards: db.cards.count(), trades: db.trades.count(), seedMs, medians }
}

/** Requests for the request check's share of an answer: a read with filters, and the largest form (JSON fields checked). */
const checkedRequests: Record<string, () => Request> = {
  'search with filters': () => new Request(`${ORIGIN}/api/search?filter[search]=storm&filter[type]=cards&page=2`),
  'admin case form, 20 items': () => {
    const form = new FormData()
    const item = {
      marketHashName: 'AK-47 | Redline',
      price: 12.5,
      rarity: 'classified',
      image: '/img/ak.png',
      weight: 10,
    }
    const fields = {
      slug: 'daily',
      type: 'daily',
      title: '{"ru":"a","en":"b"}',
      preview: '/p.png',
      cooldownMinutes: '60',
      top: 'true',
      position: '0',
    }
    for (const [name, value] of Object.entries(fields)) form.append(name, value)
    form.append('items', JSON.stringify(Array.from({ length: 20 }, () => item)))
    return new Request(`${ORIGIN}/api/admin/cases`, { method: 'POST', body: form })
  },
}

/** Median µs the request check (mocks/contract/requests/check.ts) adds per request, once its validators are compiled. */
async function measureRequestCheck(runs: number): Promise<Record<string, number>> {
  const checker = await contractChecker()
  const medians: Record<string, number> = {}
  for (const [name, make] of Object.entries(checkedRequests)) {
    const times: number[] = []
    for (let run = -3; run < runs * 4; run++) {
      const request = make()
      const started = performance.now()
      const mismatch = await checker.check(request)
      if (run >= 0) times.push(performance.now() - started)
      if (mismatch) throw new Error(`the request check refused ${name}: ${mismatch}`)
    }
    medians[name] = Math.round(median(times) * 1000)
  }
  return medians
}

export interface ApiTimings {
  sizes: SizeTimings[]
  /** Median µs per request of the request check. */
  requestCheckMicros: Record<string, number>
}

export async function measureApiTimings(options: { runs?: number; large?: SeedSize } = {}): Promise<ApiTimings> {
  const runs = options.runs ?? 25
  const large = options.large ?? { cards: 20_000, trades: 100_000 }
  const sizes = [await measureAt('default', {}, runs), await measureAt('large', large, runs)]
  setSeedSize({})
  return { sizes, requestCheckMicros: await measureRequestCheck(runs) }
}

/** Prints the table; answers the probes over budget. */
export function printApiTimings({ sizes: results, requestCheckMicros }: ApiTimings): string[] {
  console.log(`\nFake backend, Node host, in process (median ms per answer; budget ${API_BUDGET_MS} ms):`)
  const table: Record<string, Record<string, number | string>> = {}
  for (const result of results) {
    table[`${result.size}: ${result.cards} cards, ${result.trades} trades`] = {
      ...result.medians,
      'seeding (ms)': result.seedMs,
    }
  }
  console.table(table)
  console.log(
    `Request check against the contract, median µs per request: ${Object.entries(requestCheckMicros)
      .map(([name, micros]) => `${name} ${micros}`)
      .join(', ')}`,
  )
  const over = results.flatMap((result) =>
    Object.entries(result.medians)
      .filter(([, ms]) => ms > API_BUDGET_MS)
      .map(([name, ms]) => `${name} at ${result.size} size: ${ms} ms`),
  )
  if (over.length > 0) console.error(`✗ Over the ${API_BUDGET_MS} ms budget:\n  ${over.join('\n  ')}`)
  else console.log(`✓ Every answer within ${API_BUDGET_MS} ms`)
  return over
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '25' },
      cards: { type: 'string', default: '20000' },
      trades: { type: 'string', default: '100000' },
    },
  })
  const results = await measureApiTimings({
    runs: Number(values.runs),
    large: { cards: Number(values.cards), trades: Number(values.trades) },
  })
  if (printApiTimings(results).length > 0) process.exitCode = 1
}
