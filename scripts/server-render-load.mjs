// The production server under load, as visitors use it: `npm start` (the build in dist/) against
// the fake API (`api:serve`), both started here as plain `node` processes so their CPU time can
// be read from /proc. For each page, after a warm-up, autocannon with 10 connections for a few
// seconds: pages per second, p50/p99 latency, and the CPU milliseconds each process spent per
// page (the render server's and the API's), which survive a noisy machine far better than
// latency does. Also the first 10 s after a cold start, and the render server's resident memory
// after one round of every page and after a second one.
// Used by `npm run bench`; alone (builds nothing; `npm run build` first):
//   node scripts/server-render-load.mjs [--seconds N]
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { SERVER_NODE_FLAGS } from '../server/node-flags.mjs'

const CONNECTIONS = 10
/** What Chromium sends, as most visitors do (Safari takes no zstd: it gets brotli, about 1.7 ms more a page). */
const CHROME_ENCODINGS = 'gzip, deflate, br, zstd'
const COLD_SECONDS = 10
/** Budgets of issue 24, on a 2-core machine. */
export const SERVER_RENDER_BUDGET = {
  homeCpuMs: 8,
  pageCpuMs: 12,
  p99Ms: 250,
  coldOverWarm: 2,
  rssMb: 250,
  rssGrowthMb: 25,
}

const CLOCK_TICKS_PER_SECOND = 100

/** User plus system CPU time of a process (all its threads), in ms, from Linux's /proc. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  // Fields 14 and 15 of the line (utime, stime), counted from after the command's name.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND
}

function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'))
  return Math.round(Number(line.split(/\s+/)[1]) / 1024)
}

async function waitForAnswer(url, child) {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`)
    try {
      const response = await fetch(url)
      await response.arrayBuffer()
      if (response.status < 500) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`nothing answered at ${url}`)
}

/** A `node` process of ours; stopped with the bench. */
async function startNode(args, env, readyUrl) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  await waitForAnswer(readyUrl, child)
  return child
}

function stop(child) {
  if (child.exitCode === null) child.kill('SIGTERM')
  return new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)))
}

function load(url, { seconds, headers }) {
  return new Promise((resolve, reject) => {
    // A browser's headers: compression is part of the server's work per page.
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: seconds,
        headers: { 'accept-encoding': CHROME_ENCODINGS, accept: 'text/html', ...headers },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
    instance.on('error', reject)
  })
}

/** One page under load, with the CPU both processes spent on it. */
async function measurePage(url, { seconds, headers, app, api }) {
  const before = { app: cpuMs(app.pid), api: cpuMs(api.pid) }
  const result = await load(url, { seconds, headers })
  const pages = result.requests.total
  const failed = result.errors + result.timeouts + result.non2xx
  return {
    pagesPerSecond: Math.round(pages / seconds),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    renderCpuMsPerPage: round((cpuMs(app.pid) - before.app) / pages),
    apiCpuMsPerPage: round((cpuMs(api.pid) - before.api) / pages),
    failed,
  }
}

const round = (value) => Math.round(value * 10) / 10

async function signedInCookie(apiBaseUrl) {
  const response = await fetch(`${apiBaseUrl}/__control/sign-in?persona=regular`, { method: 'POST' })
  const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0])
  if (!response.ok || cookie.length === 0) throw new Error(`signing in on the fake API failed: ${response.status}`)
  return cookie.join('; ')
}

/** The pages of the issue: one of each kind, found through the API so they follow the seed. */
async function loadPages(apiBaseUrl) {
  const first = async (path) => (await (await fetch(`${apiBaseUrl}${path}`)).json()).data
  const core = await first('/core')
  const cookie = await signedInCookie(apiBaseUrl)
  return [
    { page: '/ (guest)', path: '/' },
    { page: '/ (signed in)', path: '/', headers: { cookie } },
    { page: 'category', path: `/${core.categories[0].slug}` },
    { page: 'card', path: `/cards/${(await first('/cards?page=1'))[0].slug}` },
    { page: 'article', path: `/articles/${(await first('/articles?page=1'))[0].slug}` },
    { page: 'case', path: `/games/cases/${(await first('/cases?page=1'))[0].slug}` },
    { page: '/shop (signed in)', path: '/en/shop', headers: { cookie } },
  ]
}

const budgetOf = (row) => (row.path === '/' ? SERVER_RENDER_BUDGET.homeCpuMs : SERVER_RENDER_BUDGET.pageCpuMs)

/**
 * Starts the fake API and a fresh render server, measures, stops both. `appEnv` is what
 * `npm start` is given (ports and addresses are set here); `nodeFlags`, Node's own flags in
 * place of `npm start`'s, for trying others.
 */
export async function measureServerRender({
  appPort = 4331,
  apiPort = 4332,
  seconds = 8,
  warmupSeconds = 3,
  appEnv = {},
  nodeFlags = SERVER_NODE_FLAGS,
} = {}) {
  const apiBaseUrl = `http://localhost:${apiPort}/api`
  const appUrl = `http://localhost:${appPort}`
  const api = await startNode(
    ['--experimental-strip-types', 'mocks/http/serve.ts'],
    { PORT: String(apiPort) },
    `${apiBaseUrl}/core`,
  )
  let app = null
  try {
    const pages = await loadPages(apiBaseUrl)
    app = await startNode(
      [...nodeFlags, 'server/start.mjs'],
      {
        PORT: String(appPort),
        API_BASE_URL: apiBaseUrl,
        API_INTERNAL_BASE_URL: apiBaseUrl,
        SITE_URL: appUrl,
        LOG_LEVEL: 'warn',
        ...appEnv,
      },
      `${appUrl}/healthz`,
    )
    const cold = await measurePage(`${appUrl}/`, { seconds: COLD_SECONDS, app, api })
    for (const { path, headers } of pages) await load(`${appUrl}${path}`, { seconds: warmupSeconds, headers })
    const rounds = []
    const rss = []
    for (let round = 0; round < 2; round++) {
      const rows = []
      for (const { page, path, headers } of pages)
        rows.push({ page, path, ...(await measurePage(`${appUrl}${path}`, { seconds, headers, app, api })) })
      rounds.push(rows)
      rss.push(rssMb(app.pid))
    }
    const warm = rounds[1]
    const warmHome = warm[0]
    const result = {
      connections: CONNECTIONS,
      seconds,
      warm,
      cold: {
        seconds: COLD_SECONDS,
        ...cold,
        overWarmCpu: round(cold.renderCpuMsPerPage / warmHome.renderCpuMsPerPage),
      },
      rssMb: { afterFirstRound: rss[0], afterSecondRound: rss[1] },
    }
    return { ...result, overBudget: serverRenderOverBudget(result) }
  } finally {
    if (app) await stop(app)
    await stop(api)
  }
}

export function serverRenderOverBudget({ warm, cold, rssMb: rss }) {
  const budget = SERVER_RENDER_BUDGET
  const problems = []
  for (const row of warm) {
    if (row.renderCpuMsPerPage > budgetOf(row))
      problems.push(`${row.page}: ${row.renderCpuMsPerPage} ms of render CPU per page (budget ${budgetOf(row)})`)
    if (row.p99Ms >= budget.p99Ms)
      problems.push(`${row.page}: p99 ${row.p99Ms} ms at ${CONNECTIONS} connections (budget under ${budget.p99Ms})`)
    if (row.failed > 0) problems.push(`${row.page}: ${row.failed} failed answers`)
  }
  if (cold.overWarmCpu > budget.coldOverWarm)
    problems.push(`cold start: ${cold.overWarmCpu}x the warm render CPU of / (budget ${budget.coldOverWarm}x)`)
  if (rss.afterSecondRound >= budget.rssMb)
    problems.push(`render server: ${rss.afterSecondRound} MB resident (budget under ${budget.rssMb})`)
  if (rss.afterSecondRound - rss.afterFirstRound > budget.rssGrowthMb) {
    problems.push(
      `render server memory grew by ${rss.afterSecondRound - rss.afterFirstRound} MB in the second round (budget ${budget.rssGrowthMb})`,
    )
  }
  return problems
}

export function printServerRender(result) {
  console.log(
    `\nServer render under load (npm start + api:serve, ${result.connections} connections, ${result.seconds} s a page, after a warm-up; second round):`,
  )
  console.table(result.warm.map(({ path: _path, ...row }) => ({ ...row, budgetCpuMs: budgetOf({ path: _path }) })))
  const { cold } = result
  console.log(
    `Cold start, / for the first ${cold.seconds} s: ${cold.pagesPerSecond} pages/s, p99 ${cold.p99Ms} ms, ${cold.renderCpuMsPerPage} ms of render CPU per page (${cold.overWarmCpu}x warm; budget ${SERVER_RENDER_BUDGET.coldOverWarm}x)`,
  )
  console.log(
    `Render server resident memory: ${result.rssMb.afterFirstRound} MB after one round, ${result.rssMb.afterSecondRound} MB after two (budget under ${SERVER_RENDER_BUDGET.rssMb} MB, flat)`,
  )
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { seconds: { type: 'string', default: '8' } } })
  const result = await measureServerRender({ seconds: Number(values.seconds) })
  printServerRender(result)
  if (result.overBudget.length > 0) {
    console.error(`\n✗ Over budget:\n  ${result.overBudget.join('\n  ')}`)
    process.exit(1)
  }
}
