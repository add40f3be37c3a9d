// Starts the hosting recipe (deploy/nginx/freeskins.conf) with the machine's nginx in front of
// `npm start` and `api:serve`, and checks what a visitor gets through it: the HTTP→HTTPS redirect,
// HSTS, the page's Content-Security-Policy and security headers passed through, a year of caching
// for hashed assets, /api and its WebSocket routed to the API, compression.
//   node scripts/check-nginx.mjs     (uses the build in dist/; builds it when missing)
// Without nginx it says so and skips, except in CI (CI=1), where .ci/run installs it.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

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
    children.map((child) => (child.exitCode !== null ? null : new Promise((resolve) => {
      child.once('exit', resolve)
      child.kill('SIGTERM')
    }))),
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

function start(command, args, env) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] })
  let errors = ''
  child.stderr.on('data', (chunk) => (errors += chunk))
  child.on('exit', (code) => {
    if (code !== null && code !== 0) console.error(`${command} ${args.join(' ')} exited with ${code}:\n${errors}`)
  })
  children.push(child)
  return child
}

/** One request without following redirects; `ca` trusts the check's own certificate. */
function get(url, { headers = {}, ca } = {}) {
  const send = url.startsWith('https:') ? httpsRequest : httpRequest
  return new Promise((resolve, reject) => {
    const req = send(url, { headers, ca, servername: 'localhost' }, (response) => {
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }))
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

function siteFor({ appPort, apiPort, httpPort, httpsPort, certificate, key }) {
  const replacements = [
    ['server 127.0.0.1:3000;', `server 127.0.0.1:${appPort};`],
    ['server 127.0.0.1:8080;', `server 127.0.0.1:${apiPort};`],
    ['listen 80;', `listen 127.0.0.1:${httpPort};`],
    ['listen [::]:80;', ''],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`],
    ['listen [::]:443 ssl http2;', ''],
    ['/etc/ssl/freeskins/fullchain.pem', certificate],
    ['/etc/ssl/freeskins/privkey.pem', key],
    ['server_name freeskins.example;', 'server_name localhost;'],
  ]
  let site = recipe
  for (const [from, to] of replacements) {
    if (!site.includes(from)) throw new Error(`deploy/nginx/freeskins.conf no longer has \`${from}\`: update scripts/check-nginx.mjs`)
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

const [appPort, apiPort, httpPort, httpsPort] = await Promise.all([freePort(), freePort(), freePort(), freePort()])
const certificate = join(work, 'cert.pem')
const key = join(work, 'key.pem')
const openssl = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost',
  '-addext', 'subjectAltName=DNS:localhost', '-keyout', key, '-out', certificate], { stdio: 'pipe' })
if (openssl.status !== 0) throw new Error(`openssl could not make a certificate: ${openssl.stderr}`)
const ca = readFileSync(certificate)

const confFile = join(work, 'nginx.conf')
writeFileSync(confFile, nginxConf(siteFor({ appPort, apiPort, httpPort, httpsPort, certificate, key })))
const test = spawnSync(nginx, ['-t', '-q', '-c', confFile, '-e', join(work, 'error.log')], { encoding: 'utf8' })
if (test.status !== 0) throw new Error(`nginx rejects the recipe:\n${test.stderr}${readFileSync(join(work, 'error.log'), 'utf8')}`)

const apiBase = `http://127.0.0.1:${apiPort}/api`
start(process.execPath, ['--experimental-strip-types', 'mocks/http/serve.ts'], { PORT: String(apiPort) })
start(process.execPath, ['server/start.mjs'], { PORT: String(appPort), HOST: '127.0.0.1', API_BASE_URL: '/api', API_INTERNAL_BASE_URL: apiBase, SITE_URL: `https://localhost:${httpsPort}`, LOG_LEVEL: 'warn' })
start(nginx, ['-c', confFile, '-e', join(work, 'error.log')])
const site = `https://localhost:${httpsPort}`
await waitFor(`${apiBase}/core`)
await waitFor(`http://127.0.0.1:${appPort}/healthz`)
await waitFor(`${site}/`, { ca })

const redirect = await get(`http://localhost:${httpPort}/en/cards?page=2`)
const location = redirect.headers.location ? new URL(redirect.headers.location) : null
check('plain HTTP is sent to HTTPS, path and query kept', redirect.status === 301 && location?.protocol === 'https:' && `${location.pathname}${location.search}` === '/en/cards?page=2',
  `${redirect.status} ${redirect.headers.location}`)

const page = await get(`${site}/en`, { ca, headers: { 'accept-encoding': 'gzip' } })
check('a page renders through the proxy', page.status === 200, page.status)
check('HSTS on pages', /max-age=\d{7,}/.test(page.headers['strict-transport-security'] ?? ''), page.headers['strict-transport-security'])
const policy = page.headers['content-security-policy'] ?? ''
check("the app's Content-Security-Policy passes through, with a nonce", /script-src 'self' 'nonce-[^']+'/.test(policy) && policy.includes("object-src 'none'"), policy)
check('security headers pass through', page.headers['x-content-type-options'] === 'nosniff' && page.headers['referrer-policy'] === 'strict-origin-when-cross-origin',
  JSON.stringify(page.headers))
check('pages stay private', page.headers['cache-control'] === 'private, no-cache', page.headers['cache-control'])
check('HTML is compressed', ['gzip', 'br'].includes(page.headers['content-encoding']), page.headers['content-encoding'])

const plainPage = await get(`${site}/en`, { ca })
// The framework chunk: the entry script itself is a few hundred bytes, below any compression threshold.
const asset = /"(\/assets\/framework-[^"]+\.js)"/.exec(plainPage.body.toString('utf8'))?.[1]
check('the page names a hashed script', Boolean(asset), 'no /assets/*.js in the page')
if (asset) {
  const file = await get(`${site}${asset}`, { ca, headers: { 'accept-encoding': 'gzip' } })
  check('hashed assets are cached for a year, immutable', file.status === 200 && file.headers['cache-control'] === 'public, max-age=31536000, immutable',
    `${file.status} ${file.headers['cache-control']}`)
  check('HSTS and nosniff on assets', Boolean(file.headers['strict-transport-security']) && file.headers['x-content-type-options'] === 'nosniff', JSON.stringify(file.headers))
  check('scripts are compressed', ['gzip', 'br'].includes(file.headers['content-encoding']), file.headers['content-encoding'])
}

const core = await get(`${site}/api/core`, { ca, headers: { 'accept-language': 'en' } })
let coreBody = null
try {
  coreBody = JSON.parse(core.body.toString('utf8'))
} catch {
  // Reported below.
}
check('/api goes to the API', core.status === 200 && typeof coreBody?.data === 'object', `${core.status} ${core.body.toString('utf8').slice(0, 200)}`)

const socket = await get(`${site}/api/socket.io/?EIO=4&transport=websocket`, {
  ca,
  headers: { connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==' },
})
check('the socket.io WebSocket upgrades through /api/socket.io', socket.status === 101, socket.status)

if (failures.length > 0) {
  console.error(`✗ check:nginx: ${failures.length} failed. nginx log:\n${readFileSync(join(work, 'error.log'), 'utf8')}`)
  await finish(1)
}
console.log('✓ check:nginx: the hosting recipe serves the app as intended')
await finish(0)
