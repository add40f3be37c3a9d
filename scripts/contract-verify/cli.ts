// Is the API at a base URL the one openapi/openapi.yaml describes? docs/real-api.md.
//   npm run contract:verify -- <api-base-url> [--cookie <cookie>] [--writes] [--locale ru|en] [--timeout <ms>] [--json]
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { parseContract } from './contract.ts'
import { HELP } from './help.ts'
import { formatReport } from './report.ts'
import { exitCode, summarize } from './summary.ts'
import type { AudienceName } from './check.ts'
import { verify } from './verify.ts'

const CONTRACT = 'openapi/openapi.yaml'

class UsageError extends Error {}

function parseOptions() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      cookie: { type: 'string' },
      writes: { type: 'boolean', default: false },
      locale: { type: 'string', default: 'ru' },
      timeout: { type: 'string', default: '10000' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  })
  if (values.help) return null
  const [baseUrl, ...extra] = positionals
  if (baseUrl === undefined || extra.length > 0) throw new UsageError('give one <api-base-url>')
  if (!/^https?:\/\/[^/]/.test(baseUrl)) throw new UsageError(`${baseUrl} is not an http(s) address`)
  if (values.locale !== 'ru' && values.locale !== 'en') throw new UsageError('--locale is ru or en')
  const timeoutMs = Number(values.timeout)
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) throw new UsageError('--timeout is a number of milliseconds')
  return { ...values, baseUrl, timeoutMs }
}

/** A bare value is the contract's session cookie; anything with `=` is sent as given. */
function cookieHeader(cookie: string | undefined, name: string | null): string | null {
  if (cookie === undefined || cookie.trim() === '') return null
  if (cookie.includes('=')) return cookie.trim()
  if (name === null) throw new UsageError('--cookie: the contract names no session cookie; give "name=value"')
  return `${name}=${cookie.trim()}`
}

async function main(): Promise<number> {
  const options = parseOptions()
  if (options === null) {
    console.log(HELP)
    return 0
  }
  const contract = parseContract(readFileSync(CONTRACT, 'utf8'))
  const cookie = cookieHeader(options.cookie, contract.sessionCookie)
  const verification = await verify({
    contract,
    baseUrl: options.baseUrl,
    cookie,
    writes: options.writes,
    locale: options.locale,
    timeoutMs: options.timeoutMs,
  })
  const summary = summarize(verification)
  const audiences: AudienceName[] = cookie === null ? ['guest'] : ['guest', 'signed-in']
  const header = {
    contract: `${CONTRACT} (${contract.title} ${contract.version})`,
    baseUrl: options.baseUrl,
    audiences,
    writes: options.writes,
  }
  console.log(
    options.json
      ? JSON.stringify(
          { ...header, unreachable: verification.unreachable, summary, checks: verification.checks },
          null,
          2,
        )
      : formatReport(verification, summary, header),
  )
  return exitCode(summary)
}

// exitCode rather than exit(): a long JSON report to a pipe is still being written.
main().then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    const usage =
      error instanceof UsageError ||
      (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))
    console.error(
      `contract:verify: ${error instanceof Error ? error.message : String(error)}${usage ? ' (--help explains)' : ''}`,
    )
    process.exitCode = 2
  },
)
