// Asserts that a production build holds none of the fake backend: no MSW worker or runtime,
// no faker, no code from mocks/. The demo build (dist-demo) is meant to have them; dist is not.
//   node scripts/check-dist.mjs [dir=dist]
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'

/** Strings that survive minification: file names, log prefixes, message types, our control API. */
const MOCK_MARKERS = [
  { name: 'MSW worker script', pattern: /mockServiceWorker/ },
  { name: 'MSW runtime', pattern: /\[MSW\]|mswjs|MOCK_ACTIVATE|INTEGRITY_CHECK_REQUEST/ },
  { name: 'faker', pattern: /@faker-js|\bfaker\b/i },
  { name: '@msw/data', pattern: /@msw\/data/ },
  { name: 'fake backend (mocks/)', pattern: /__control\/|\/mocks\/(?:handlers|db|domain|browser|http)\b/ },
  { name: 'fake backend control panel (mocks/panel)', pattern: /fake-backend-panel|Alt\+Shift\+D|\/mocks\/panel\b/ },
]

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* filesUnder(path)
    else yield path
  }
}

/** The findings of every marker in every text file of the build, as `file: marker` lines. */
export function findMockCode(dir) {
  const findings = []
  for (const file of filesUnder(dir)) {
    const rel = relative(dir, file)
    if (/mockServiceWorker/.test(rel)) findings.push(`${rel}: MSW worker script file`)
    if (!/\.(m?js|css|html|json|map)$/.test(file) || statSync(file).size > 20_000_000) continue
    const text = readFileSync(file, 'utf8')
    for (const marker of MOCK_MARKERS) if (marker.pattern.test(text)) findings.push(`${rel}: ${marker.name}`)
  }
  return findings
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2] ?? 'dist'
  let findings
  try {
    findings = findMockCode(dir)
  } catch (error) {
    console.error(`Cannot read ${dir} (${error.code ?? error}): run \`npm run build\` first.`)
    process.exit(1)
  }
  if (findings.length > 0) {
    console.error(`✗ Mock code in ${dir}:\n${findings.map((f) => `  ${f}`).join('\n')}`)
    process.exit(1)
  }
  console.log(`✓ No mock code in ${dir}`)
}
