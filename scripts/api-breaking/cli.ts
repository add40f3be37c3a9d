// Fails when openapi/openapi.yaml, as it is in the work tree, breaks clients of an earlier version
// of it and the change is not marked accepted. docs/real-api.md: "Contract changes that break clients".
//   npm run api:breaking [-- --base <git ref> | --base-file <path>] [--verbose] [--json]
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { resolveBase } from './base.ts'
import { compareContracts } from './compare.ts'
import { formatReport } from './report.ts'

const CONTRACT = 'openapi/openapi.yaml'

const { values: options } = parseArgs({
  options: {
    base: { type: 'string' },
    'base-file': { type: 'string' },
    verbose: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
})

async function main(): Promise<number> {
  if (options.base !== undefined && options['base-file'] !== undefined)
    throw new Error('give --base or --base-file, not both')
  const base = resolveBase({ contract: CONTRACT, cwd: process.cwd(), ref: options.base, file: options['base-file'] })
  if ('skipped' in base) {
    console.log(options.json ? JSON.stringify({ skipped: base.skipped }) : `⚠ api:breaking skipped: ${base.skipped}`)
    return 0
  }
  const verdict = await compareContracts(base.text, readFileSync(CONTRACT, 'utf8'))
  console.log(
    options.json
      ? JSON.stringify({ base: base.label, revision: CONTRACT, ...verdict }, null, 2)
      : formatReport(verdict, { base: base.label, revision: CONTRACT, verbose: options.verbose }),
  )
  return verdict.breaking.length > 0 ? 1 : 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`api:breaking: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(2)
  },
)
