// Serves a static build with a single-page-app fallback: files as they are, every other GET
// gets the app shell (TanStack Start's SPA mode writes it as `_shell.html`). With FAKE_OPERATIONS
// in the environment the demo runs in hybrid mode (scripts/hybrid-shell.ts, docs/real-api.md, "Hybrid mode").
//   node scripts/serve-static.mjs [dir=dist-demo/client] [--port 4173] [--fallback _shell.html]
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { asksForHybridMode, shellInHybridMode } from './hybrid-shell.ts'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4173' },
    host: { type: 'string' },
    fallback: { type: 'string' },
  },
})

const dir = resolve(positionals[0] ?? 'dist-demo/client')
const shellCandidates = values.fallback ? [values.fallback] : ['_shell.html', 'index.html']
const shellFile = shellCandidates.map((name) => join(dir, name)).find((file) => existsSync(file))
if (!shellFile) {
  console.error(`No app shell (${shellCandidates.join(' or ')}) in ${dir}: run \`npm run build:demo\` first.`)
  process.exit(1)
}
const builtShell = readFileSync(shellFile, 'utf8')
let shell = builtShell
try {
  if (asksForHybridMode(process.env)) shell = shellInHybridMode(builtShell, process.env)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}

const server = serve({
  port: Number(values.port),
  hostname: values.host ?? process.env.HOST,
  gracefulShutdown: true,
  middleware: [staticMiddleware({ dir })],
  fetch(request) {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return new Response('Method not allowed', { status: 405 })
    // A missing asset is a 404, not the shell: a stale chunk must fail loudly.
    if (/\.[a-z0-9]+$/i.test(new URL(request.url).pathname)) return new Response('Not found', { status: 404 })
    return new Response(shell, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' } })
  },
})

await server.ready()
