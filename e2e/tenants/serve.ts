import { spawn } from 'node:child_process'
import { Agent, createServer, request, type IncomingMessage } from 'node:http'
import { connect } from 'node:net'
import { createInterface } from 'node:readline'
import { IDLE_CONNECTION_MS } from '../../mocks/http/idle-connection.ts'
import { tenantOf } from './cookie.ts'

/**
 * The http-api e2e project's API: one `api:serve` per Playwright worker behind one port, so the
 * workers run tests side by side, each resetting and driving a state of its own. A request goes
 * to the backend its tenant cookie names (e2e/fixtures.ts sets it for each worker). Requests that
 * name none (Playwright's readiness check, the sitemap's anonymous render) go to one more
 * backend, which no test writes to.
 *
 *   PORT=4312 E2E_TENANTS=3 node --experimental-strip-types e2e/tenants/serve.ts
 */
const port = Number(process.env.PORT ?? 4312)
const tenants = Number(process.env.E2E_TENANTS ?? 1)
// As api:serve's allowance, so a long address reaches its 414 instead of Node's bare 431 here.
const MAX_HEADER_BYTES = 64 * 1024

const backends: ReturnType<typeof spawn>[] = []

function startBackend(): Promise<number> {
  const backend = spawn(process.execPath, ['--experimental-strip-types', 'mocks/http/serve.ts'], {
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  backends.push(backend)
  return new Promise((resolve) => {
    backend.once('exit', (code, signal) => {
      // A signal is the run ending (Playwright stops the process group).
      if (signal) process.exit(0)
      // Otherwise its worker's tests would all fail on refused connections: stop here, saying why.
      console.error(`a fake backend exited with ${code}`)
      process.exit(1)
    })
    createInterface({ input: backend.stdout }).on('line', (line) => {
      const listening = /listening on http:\/\/localhost:(\d+)\//.exec(line)
      if (listening) resolve(Number(listening[1]))
    })
  })
}

function stopBackends(): void {
  for (const backend of backends) backend.kill()
}
process.on('exit', stopBackends)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0))

const [untouched, ...perWorker] = await Promise.all(Array.from({ length: tenants + 1 }, startBackend))

function backendFor(req: IncomingMessage): number {
  const tenant = tenantOf(req.headers.cookie)
  return (tenant !== null && perWorker[tenant]) || untouched!
}

// A connection per request: a kept-alive one could be reused just as its backend closed it for
// idleness (5 s), and the request failed with ECONNRESET, which reached the browser as a dropped
// answer (ERR_EMPTY_RESPONSE, mostly on pictures) on a loaded machine. Loopback connections cost
// next to nothing.
const agent = new Agent({ keepAlive: false })

// The tests' own calls (page.request) reach this server over kept-alive connections: held open
// as api:serve holds its own, for the same reason.
const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES, keepAliveTimeout: IDLE_CONNECTION_MS }, (req, res) => {
  const forwarded = request(
    { host: '127.0.0.1', port: backendFor(req), method: req.method, path: req.url, headers: req.headers, agent },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders)
      answer.pipe(res)
    },
  )
  // A connection the backend drops (a planned fault) is dropped here too, never answered.
  forwarded.on('error', () => req.socket.destroy())
  // A request the browser gave up (a navigation away) is given up on the backend too.
  res.on('close', () => {
    if (!res.writableFinished) forwarded.destroy()
  })
  req.pipe(forwarded)
})

// The real-time channel's WebSocket: the handshake is passed on as it came, then bytes both ways.
server.on('upgrade', (req, socket, head) => {
  const upstream = connect(backendFor(req), '127.0.0.1', () => {
    const headerLines = []
    for (let i = 0; i < req.rawHeaders.length; i += 2)
      headerLines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`)
    upstream.write(`${req.method} ${req.url} HTTP/${req.httpVersion}\r\n${headerLines.join('\r\n')}\r\n\r\n`)
    upstream.write(head)
    upstream.pipe(socket)
    socket.pipe(upstream)
  })
  upstream.on('error', () => socket.destroy())
  socket.on('error', () => upstream.destroy())
})

server.listen(port, () => {
  console.log(`${tenants} fake backends, one per worker, and an untouched one, behind http://localhost:${port}/api`)
})
