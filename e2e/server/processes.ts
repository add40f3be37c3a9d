import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { createInterface } from 'node:readline'
import { SERVER_NODE_FLAGS } from '../../server/node-flags.mjs'

/**
 * `npm start` and the fake API as separate processes of a test's own, on free ports: what an
 * operator starts, with the build the http-api project made (dist/).
 */
export interface Started {
  child: ChildProcess
  url: string
  /** Every line the process wrote to stdout so far. */
  lines: string[]
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

function run(args: string[], env: NodeJS.ProcessEnv): Omit<Started, 'url'> & { stderr: () => string } {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
  const lines: string[] = []
  let stderr = ''
  createInterface({ input: child.stdout }).on('line', (line) => lines.push(line))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, lines, exited, stderr: () => stderr }
}

/** Waits for a line of the process's stdout, or its end (then the line is null). */
async function lineMatching(started: Omit<Started, 'url'>, pattern: RegExp): Promise<string | null> {
  let ended = false
  void started.exited.then(() => (ended = true))
  for (;;) {
    const line = started.lines.find((candidate) => pattern.test(candidate))
    if (line) return line
    if (ended) return null
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** A fake API (`api:serve`) on a free port; resolves once it listens. */
export async function startFakeApi(): Promise<Started> {
  const started = run(['--experimental-strip-types', 'mocks/http/serve.ts'], { ...process.env, PORT: '0' })
  const line = await lineMatching(started, /listening on http:\/\/localhost:\d+\//)
  if (!line) throw new Error(`the fake API did not start: ${started.stderr()}`)
  return { ...started, url: `http://localhost:${/localhost:(\d+)\//.exec(line)![1]}/api` }
}

/** The environment `npm start` gets from a shell: the test runner's own, minus the settings under test. */
function baseEnvironment(): NodeJS.ProcessEnv {
  const env = { ...process.env }
  for (const name of [
    'NODE_ENV',
    'API_BASE_URL',
    'API_INTERNAL_BASE_URL',
    'SITE_URL',
    'METRICS_TOKEN',
    'PORT',
    'HOST',
    'LOG_LEVEL',
  ])
    delete env[name]
  return env
}

type Settings = Record<string, string>

/**
 * `node server/start.mjs` with these settings on a free port (given as a function when they name
 * the server's own address). Resolves once it listens, or once it has ended (a refusal): then
 * `url` is empty and `exited` says how.
 */
export async function startRenderServer(
  settings: Settings | ((origin: string) => Settings),
): Promise<Started & { stderr: () => string }> {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const given = typeof settings === 'function' ? settings(origin) : settings
  const started = run([...SERVER_NODE_FLAGS, 'server/start.mjs'], {
    ...baseEnvironment(),
    PORT: String(port),
    HOST: '127.0.0.1',
    ...given,
  })
  const line = await lineMatching(started, /"msg":"listening"/)
  return { ...started, url: line ? origin : '' }
}

export async function stop(started: Started): Promise<number | null> {
  if (started.child.exitCode === null) started.child.kill('SIGTERM')
  return started.exited
}
