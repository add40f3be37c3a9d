// Starts the hosting recipe (deploy/nginx/freeskins.conf) with the machine's nginx in front of
// two `npm start` instances and `api:serve`, and checks what a visitor gets through it: the
// HTTP→HTTPS redirect, HSTS, the page's Content-Security-Policy and security headers passed
// through, a year of caching for hashed assets, /api and its WebSocket routed to the API,
// compression. Then, under a steady load of GETs, one instance crashes (SIGKILL) and is restarted,
// and the other is stopped (SIGTERM): not one GET may fail, and the restarted one must take
// traffic again.
//   node scripts/check-nginx.mjs     (uses the build in dist/; builds it when missing)
// Without nginx it says so and skips, except in CI (CI=1), where .ci/run installs it.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { SERVER_NODE_FLAGS } from '../server/node-flags.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const recipe = readFileSync(join(root, 'deploy/nginx/freeskins.conf'), 'utf8')

function findNginx() {
  for (const candidate of [process.env.NGINX, '/usr/sbin/nginx', 'nginx']) {
    if (candidate && spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0) return candidate
  }
  return null
}

const nginx = findNginx()
if (!nginx) {
  const message = 'nginx is not installed (Debian: apt-get install nginx-light)'
  if (process.env.CI) {
    console.error(`✗ check:nginx: ${message}`)
    process.exit(1)
  }
  console.log(`- check:nginx skipped: ${message}; CI installs it and runs this check.`)
  process.exit(0)
}

/** A port nobody listens on right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

const work = mkdtempSync(join(tmpdir(), 'freeskins-nginx-'))
const children = []
/** Stops the servers, then removes their files (nginx writes its temp folders until it exits). */
async function stopAll() {
  await Promise.all(
    children.map(({ child, closed }) => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      return closed
    }),
  )
  rmSync(work, { recursive: true, force: true })
}
async function finish(code) {
  await stopAll()
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void finish(1))
process.on('uncaughtException', (error) => {
  console.error(`✗ check:nginx: ${error.message}`)
  void finish(1)
})

/**
 * `closed`: settles with the exit code (or the signal) once the process ended and its output
 * was read to the end.
 */
function start(command, args, env, { onOutputLine } = {}) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', onOutputLine ? 'pipe' : 'ignore', 'pipe'],
  })
  let errors = ''
  child.stderr.on('data', (chunk) => (errors += chunk))
  if (onOutputLine) createInterface({ input: child.stdout }).on('line', onOutputLine)
  const closed = new Promise((resolve) => {
    child.once('close', (code, signal) => {
      if (code !== null && code !== 0) console.error(`${command} ${args.join(' ')} exited with ${code}:\n${errors}`)
      resolve({ code, signal })
    })
  })
  children.push({ child, closed })
  return { child, closed }
}

/**
 * One request without following redirects; `ca` trusts the check's own certificate. An answer cut
 * short rejects, as a browser would report it.
 */
function get(url, { headers = {}, ca, agent } = {}) {
  const send = url.startsWith('https:') ? httpsRequest : httpRequest
  return new Promise((resolve, reject) => {
    const req = send(url, { headers, ca, agent, servername: 'localhost' }, (response) => {
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      )
    })
    req.on('upgrade', (response, socket) => {
      socket.destroy()
      resolve({ status: response.statusCode, headers: response.headers, body: Buffer.alloc(0) })
    })
    req.on('error', reject)
    req.end()
  })
}

async function waitFor(url, options) {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      const { status } = await get(url, options)
      if (status < 500) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not answer`)
}

/** Whether `condition()` comes to hold; the bound only keeps a broken run from hanging. */
async function cameTrue(condition, timeoutMs = 30_000) {
  const deadline = performance.now() + timeoutMs
  while (!condition()) {
    if (performance.now() > deadline) return false
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return true
}

function siteFor({ appPorts: [firstAppPort, secondAppPort], apiPort, httpPort, httpsPort, certificate, key }) {
  const replacements = [
    ['server 127.0.0.1:3000 ', `server 127.0.0.1:${firstAppPort} `],
    ['server 127.0.0.1:3001 ', `server 127.0.0.1:${secondAppPort} `],
    ['server 127.0.0.1:8080;', `server 127.0.0.1:${apiPort};`],
    ['listen 80;', `listen 127.0.0.1:${httpPort};`],
    ['listen [::]:80;', ''],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`],
    ['listen [::]:443 ssl http2;', ''],
    ['/etc/ssl/freeskins/fullchain.pem', certificate],
    ['/etc/ssl/freeskins/privkey.pem', key],
    ['/var/lib/nginx/freeskins-assets', join(work, 'assets-cache')],
    ['server_name freeskins.example;', 'server_name localhost;'],
  ]
  let site = recipe
  for (const [from, to] of replacements) {
    if (!site.includes(from))
      throw new Error(`deploy/nginx/freeskins.conf no longer has \`${from}\`: update scripts/check-nginx.mjs`)
    site = site.replaceAll(from, to)
  }
  return site
}

function nginxConf(site) {
  const temp = (name) => `${name}_temp_path ${join(work, name)};`
  return `daemon off;
master_process off;
worker_processes 1;
pid ${join(work, 'nginx.pid')};
error_log ${join(work, 'error.log')} warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
${site}
}
`
}

const failures = []
function check(what, ok, detail) {
  console.log(`${ok ? '✓' : '✗'} ${what}${ok ? '' : `: ${detail}`}`)
  if (!ok) failures.push(what)
}

if (!existsSync(join(root, 'dist/server/server.js'))) {
  console.log('No build in dist/: npm run build')
  if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1)
}

const [firstAppPort, secondAppPort, apiPort, httpPort, httpsPort] = await Promise.all([
  freePort(),
  freePort(),
  freePort(),
  freePort(),
  freePort(),
])
const appPorts = [firstAppPort, secondAppPort]
const certificate = join(work, 'cert.pem')
const key = join(work, 'key.pem')
const openssl = spawnSync(
  'openssl',
  [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost',
    '-keyout',
    key,
    '-out',
    certificate,
  ],
  { stdio: 'pipe' },
)
if (openssl.status !== 0) throw new Error(`openssl could not make a certificate: ${openssl.stderr}`)
const ca = readFileSync(certificate)

const confFile = join(work, 'nginx.conf')
writeFileSync(confFile, nginxConf(siteFor({ appPorts, apiPort, httpPort, httpsPort, certificate, key })))
const test = spawnSync(nginx, ['-t', '-q', '-c', confFile, '-e', join(work, 'error.log')], { encoding: 'utf8' })
if (test.status !== 0)
  throw new Error(`nginx rejects the recipe:\n${test.stderr}${readFileSync(join(work, 'error.log'), 'utf8')}`)

const apiBase = `http://127.0.0.1:${apiPort}/api`
const site = `https://localhost:${httpsPort}`

/**
 * An `npm start` instance; `served` counts its access-log lines (one per answered request, at
 * info level; the probes log at debug and are not counted).
 */
function startApp(port) {
  const instance = { port, served: 0 }
  const countRequest = (line) => {
    try {
      if (JSON.parse(line).msg === 'request') instance.served++
    } catch {
      // Not a log line.
    }
  }
  // No drain delay: nginx does not read /readyz; it learns that an instance left when connecting fails.
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    API_BASE_URL: '/api',
    API_INTERNAL_BASE_URL: apiBase,
    SITE_URL: site,
    LOG_LEVEL: 'info',
    SHUTDOWN_DRAIN_DELAY_MS: '0',
  }
  Object.assign(
    instance,
    start(process.execPath, [...SERVER_NODE_FLAGS, 'server/start.mjs'], env, { onOutputLine: countRequest }),
  )
  return instance
}

start(process.execPath, ['--experimental-strip-types', 'mocks/http/serve.ts'], { PORT: String(apiPort) })
const [first, second] = appPorts.map(startApp)
start(nginx, ['-c', confFile, '-e', join(work, 'error.log')])
await waitFor(`${apiBase}/core`)
await Promise.all(appPorts.map((port) => waitFor(`http://127.0.0.1:${port}/healthz`)))
await waitFor(`${site}/`, { ca })

const redirect = await get(`http://localhost:${httpPort}/en/cards?page=2`)
const location = redirect.headers.location ? new URL(redirect.headers.location) : null
check(
  'plain HTTP is sent to HTTPS, path and query kept',
  redirect.status === 301 &&
    location?.protocol === 'https:' &&
    `${location.pathname}${location.search}` === '/en/cards?page=2',
  `${redirect.status} ${redirect.headers.location}`,
)

const page = await get(`${site}/en`, { ca, headers: { 'accept-encoding': 'gzip' } })
check('a page renders through the proxy', page.status === 200, page.status)
check(
  'HSTS on pages',
  /max-age=\d{7,}/.test(page.headers['strict-transport-security'] ?? ''),
  page.headers['strict-transport-security'],
)
const policy = page.headers['content-security-policy'] ?? ''
check(
  "the app's Content-Security-Policy passes through, with a nonce",
  /script-src 'self' 'nonce-[^']+'/.test(policy) && policy.includes("object-src 'none'"),
  policy,
)
check(
  'security headers pass through',
  page.headers['x-content-type-options'] === 'nosniff' &&
    page.headers['referrer-policy'] === 'strict-origin-when-cross-origin',
  JSON.stringify(page.headers),
)
check('pages stay private', page.headers['cache-control'] === 'private, no-cache', page.headers['cache-control'])
check('HTML is compressed', ['gzip', 'br'].includes(page.headers['content-encoding']), page.headers['content-encoding'])

const plainPage = await get(`${site}/en`, { ca })
// The framework chunk: the entry script itself is a few hundred bytes, below any compression threshold.
const asset = /"(\/assets\/framework-[^"]+\.js)"/.exec(plainPage.body.toString('utf8'))?.[1]
check('the page names a hashed script', Boolean(asset), 'no /assets/*.js in the page')
if (asset) {
  const file = await get(`${site}${asset}`, { ca, headers: { 'accept-encoding': 'gzip' } })
  check(
    'hashed assets are cached for a year, immutable',
    file.status === 200 && file.headers['cache-control'] === 'public, max-age=31536000, immutable',
    `${file.status} ${file.headers['cache-control']}`,
  )
  check(
    'HSTS and nosniff on assets',
    Boolean(file.headers['strict-transport-security']) && file.headers['x-content-type-options'] === 'nosniff',
    JSON.stringify(file.headers),
  )
  check(
    'scripts are compressed',
    ['gzip', 'br'].includes(file.headers['content-encoding']),
    file.headers['content-encoding'],
  )
}

const core = await get(`${site}/api/core`, { ca, headers: { 'accept-language': 'en' } })
let coreBody = null
try {
  coreBody = JSON.parse(core.body.toString('utf8'))
} catch {
  // Reported below.
}
check(
  '/api goes to the API',
  core.status === 200 && typeof coreBody?.data === 'object',
  `${core.status} ${core.body.toString('utf8').slice(0, 200)}`,
)

const socket = await get(`${site}/api/socket.io/?EIO=4&transport=websocket`, {
  ca,
  headers: {
    connection: 'Upgrade',
    upgrade: 'websocket',
    'sec-websocket-version': '13',
    'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
  },
})
check('the socket.io WebSocket upgrades through /api/socket.io', socket.status === 101, socket.status)

/**
 * GETs through nginx, `inFlight` at a time, until stopped, sent as a browser sends them
 * (compression accepted, connections kept). Each answer is counted by status, or by the error
 * when none came, under the phase in which it came: a request cut off by a crash is answered
 * after it.
 */
function steadyLoad({ paths, inFlight }) {
  const agent = new HttpsAgent({ keepAlive: true, maxSockets: inFlight, ca })
  const phases = new Map()
  let phase
  let sent = 0
  let running = true
  const endPhase = () => {
    if (phase) phase.seconds = (performance.now() - phase.started) / 1000
  }
  const enter = (name) => {
    endPhase()
    phase = { outcomes: new Map(), started: performance.now() }
    phases.set(name, phase)
  }
  const sendUntilStopped = async () => {
    while (running) {
      const path = paths[sent++ % paths.length]
      let outcome
      try {
        outcome = String(
          (await get(`${site}${path}`, { ca, agent, headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' } }))
            .status,
        )
      } catch (error) {
        outcome = error.code ?? error.message
      }
      const { outcomes } = phase
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1)
    }
  }
  enter('both up')
  const senders = Array.from({ length: inFlight }, sendUntilStopped)
  return {
    enter,
    async stop() {
      running = false
      await Promise.all(senders)
      endPhase()
      agent.destroy()
      return phases
    },
  }
}

/** Enough of the load's requests on one instance to call it part of the rotation. */
const IN_ROTATION = 20
const IN_FLIGHT = 6
const cardSlug = JSON.parse((await get(`${apiBase}/cards?page=1`)).body.toString('utf8')).data[0].slug
const load = steadyLoad({
  paths: ['/', '/en', `/en/cards/${cardSlug}`, '/en/shop', '/en/cards', '/en/articles', ...(asset ? [asset] : [])],
  inFlight: IN_FLIGHT,
})
const bothServe = await cameTrue(() => first.served >= IN_ROTATION && second.served >= IN_ROTATION)

load.enter('instance 1 is killed (SIGKILL)')
const secondAtCrash = second.served
first.child.kill('SIGKILL')
await first.closed
const secondServesAlone = await cameTrue(() => second.served >= secondAtCrash + IN_ROTATION)
const restarted = startApp(first.port)
await waitFor(`http://127.0.0.1:${restarted.port}/healthz`)
load.enter('instance 1 is restarted')
const secondAtRestart = second.served
const restartedServes = await cameTrue(() => restarted.served >= IN_ROTATION)

load.enter('instance 2 stops (SIGTERM)')
const secondAtStop = second.served
const restartedAtStop = restarted.served
second.child.kill('SIGTERM')
const stopped = await second.closed
const restartedServesAlone = await cameTrue(() => restarted.served >= restartedAtStop + IN_ROTATION)
const phases = await load.stop()

const total = (outcomes) => [...outcomes.values()].reduce((sum, count) => sum + count, 0)
const describe = (outcomes) => [...outcomes].map(([outcome, count]) => `${outcome}: ${count}`).join(', ')
const allOutcomes = new Map()
for (const { outcomes } of phases.values())
  for (const [outcome, count] of outcomes) allOutcomes.set(outcome, (allOutcomes.get(outcome) ?? 0) + count)
const upstreamErrors = readFileSync(join(work, 'error.log'), 'utf8')
  .split('\n')
  .filter((line) => line.includes('[error]'))
const upstreamFailures = (stage, instance) =>
  upstreamErrors.filter(
    (line) =>
      line.includes(`while ${stage} upstream`) && line.includes(`upstream: "http://127.0.0.1:${instance.port}/`),
  ).length
console.log(
  `  ${total(allOutcomes)} GETs through nginx, ${IN_FLIGHT} in flight (${describe(allOutcomes)}), answered while`,
)
for (const [phase, { outcomes, seconds }] of phases)
  console.log(`    ${phase}: ${total(outcomes)} in ${seconds.toFixed(1)} s`)
console.log(`  instance 1 served ${first.served} before its crash and ${restarted.served} after its restart`)
console.log(
  `  instance 2 served ${secondAtCrash} before, ${secondAtRestart - secondAtCrash} while instance 1 was down, ${secondAtStop - secondAtRestart} beside the restarted one, ${second.served - secondAtStop} after SIGTERM`,
)
for (const [instance, stoppedHow] of [
  [first, 'crashed'],
  [second, 'stopped'],
]) {
  console.log(
    `  nginx's log: ${upstreamFailures('reading response header from', instance)} requests cut off and ${upstreamFailures('connecting to', instance)} connections refused by the ${stoppedHow} one`,
  )
}
check('both instances serve the load', bothServe, `${first.served} and ${second.served} answers`)
for (const [phase, { outcomes }] of phases)
  check(`every GET answered 200 while ${phase}`, outcomes.size === 1 && outcomes.has('200'), describe(outcomes))
check('instance 2 serves alone while instance 1 is down', secondServesAlone, `${second.served - secondAtCrash} answers`)
check('the restarted instance takes traffic again', restartedServes, `${restarted.served} answers`)
check('instance 2, stopped with SIGTERM under load, drains and exits 0', stopped.code === 0, JSON.stringify(stopped))
check(
  'the restarted instance serves alone after that',
  restartedServesAlone,
  `${restarted.served - restartedAtStop} answers`,
)

if (failures.length > 0) {
  // Its end: a run where every instance is gone logs a line for each of thousands of requests.
  const log = readFileSync(join(work, 'error.log'), 'utf8').trimEnd().split('\n').slice(-40).join('\n')
  console.error(`✗ check:nginx: ${failures.length} failed. The end of nginx's log:\n${log}`)
  await finish(1)
}
console.log('✓ check:nginx: the hosting recipe serves the app as intended')
await finish(0)
