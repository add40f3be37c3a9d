import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { SERVER_NODE_FLAGS } from '../../server/node-flags.mjs'

/** A port nothing listens on now (the OS's pick), so two runs or a dev server never collide. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, () => {
      const address = probe.address()
      const port = typeof address === 'object' && address !== null ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

function run(command: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn(command, args, {
    env: { ...process.env, ...env },
    // Their output is kept for a failure's sake, not shown: the run prints its own progress.
    stdio: ['ignore', 'ignore', 'pipe'],
  })
}

export async function buildApp(): Promise<void> {
  const build = spawn('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] })
  const code = await new Promise<number | null>((resolve) => build.once('exit', resolve))
  if (code !== 0) throw new Error(`npm run build failed (exit ${code})`)
}

async function waitForUrl(url: string, child: ChildProcess, name: string, errors: string[]): Promise<void> {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}):\n${errors.join('')}`)
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (up) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${name} did not answer ${url} within 120 s:\n${errors.join('')}`)
}

function collectErrors(child: ChildProcess): string[] {
  const lines: string[] = []
  child.stderr?.on('data', (chunk: Buffer) => lines.push(chunk.toString()))
  return lines
}

export interface Servers {
  appUrl: string
  apiBaseUrl: string
  stop: () => void
}

/** `api:serve` and `npm start` of `dist/`, wired as playwright.config.ts wires its http-api project. */
export async function startServers(): Promise<Servers> {
  const [apiPort, appPort] = [await freePort(), await freePort()]
  const apiBaseUrl = `http://localhost:${apiPort}/api`
  const appUrl = `http://localhost:${appPort}`
  const api = run(process.execPath, ['--experimental-strip-types', 'mocks/http/serve.ts'], { PORT: String(apiPort) })
  const app = run(process.execPath, [...SERVER_NODE_FLAGS, 'server/start.mjs'], {
    PORT: String(appPort),
    API_BASE_URL: apiBaseUrl,
    API_INTERNAL_BASE_URL: apiBaseUrl,
    SITE_URL: appUrl,
    LOG_LEVEL: 'warn',
  })
  const stop = () => {
    for (const child of [app, api]) if (child.exitCode === null) child.kill()
  }
  try {
    await Promise.all([
      waitForUrl(`${apiBaseUrl}/core`, api, 'api:serve', collectErrors(api)),
      waitForUrl(`${appUrl}/healthz`, app, 'npm start', collectErrors(app)),
    ])
  } catch (error) {
    stop()
    throw error
  }
  return { appUrl, apiBaseUrl, stop }
}
