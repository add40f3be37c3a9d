// Fails when a committed generated file is not what its generator makes from the sources now:
// - src/routeTree.gen.ts, written by the TanStack Start router plugin from src/routes whenever
//   Vite resolves the config (dev/build); regenerated here in place;
// - src/api/schema.d.ts, `npm run api:generate` from openapi/openapi.yaml; compared, not written;
// - src/api/field-rules.gen.ts, the same script's second step (scripts/field-rules); compared, not written.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { resolveConfig } from 'vite'
import { parse } from 'yaml'
import { fieldRulesOf, renderFieldRules } from './field-rules/field-rules.ts'

const read = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : null)
const problems = []

const routeTree = 'src/routeTree.gen.ts'
const routeTreeBefore = read(routeTree)
// Resolving the app's config runs the router generator (configResolved), exactly as `vite dev` does.
await resolveConfig({ logLevel: 'warn' }, 'build', 'production')
const routeTreeAfter = read(routeTree)
if (routeTreeAfter === null) problems.push(`${routeTree} was not generated`)
else if (routeTreeBefore !== null && routeTreeBefore !== routeTreeAfter)
  problems.push(`${routeTree} was stale (src/routes changed); it has been regenerated: commit it`)

const schema = 'src/api/schema.d.ts'
const scratch = mkdtempSync(join(tmpdir(), 'api-schema-'))
try {
  const fresh = join(scratch, 'schema.d.ts')
  execFileSync(join('node_modules', '.bin', 'openapi-typescript'), ['openapi/openapi.yaml', '-o', fresh], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (read(schema) !== read(fresh))
    problems.push(`${schema} does not match openapi/openapi.yaml: run \`npm run api:generate\` and commit it`)
} finally {
  rmSync(scratch, { recursive: true, force: true })
}

const fieldRules = 'src/api/field-rules.gen.ts'
if (read(fieldRules) !== renderFieldRules(fieldRulesOf(parse(readFileSync('openapi/openapi.yaml', 'utf8')))))
  problems.push(`${fieldRules} does not match openapi/openapi.yaml: run \`npm run api:generate\` and commit it`)

if (problems.length > 0) {
  for (const problem of problems) console.error(`✗ ${problem}`)
  process.exit(1)
}
console.log(`✓ ${routeTree}, ${schema} and ${fieldRules} are up to date`)
