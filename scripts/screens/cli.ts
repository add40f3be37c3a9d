import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumExecutable } from '../chromium.ts'
import type { PersonaName } from '../../mocks/personas.ts'
import { freezeBackend, planFault, sessionCookie } from './backend.ts'
import { galleryHtml } from './gallery.ts'
import { onlyMatching, screenList, shotsOf, type Shot } from './screens.ts'
import { readSeedFacts } from './seed-facts.ts'
import { buildApp, startServers } from './servers.ts'
import { shoot, type ShootContext, type ShotResult } from './shoot.ts'

/**
 * `npm run screens`: every screen of the app, in both languages at 375 and 1440 px, from the
 * production build and the fake backend with a frozen clock, into a static gallery
 * (docs/screens.md). `-- --only shop --out /tmp/x --reuse-dist --strict`.
 */
const { values: options } = parseArgs({
  options: {
    only: { type: 'string' },
    out: { type: 'string', default: 'screens' },
    'reuse-dist': { type: 'boolean', default: process.env.SCREENS_REUSE_DIST === '1' },
    strict: { type: 'boolean', default: false },
    parallel: { type: 'string', default: '3' },
  },
})

const started = performance.now()
const outDir = resolve(options.out)
const seconds = () => (performance.now() - started) / 1000

if (!options['reuse-dist']) {
  console.log('Building the app (--reuse-dist skips it)…')
  await buildApp()
}
const servers = await startServers()
process.once('SIGINT', () => {
  servers.stop()
  process.exit(130)
})
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs })

async function main(): Promise<ShotResult[]> {
  const nowMs = await freezeBackend(servers.apiBaseUrl)
  const cookies = new Map<string, Promise<string>>()
  const cookieOf = (persona: string) => {
    const known = cookies.get(persona) ?? sessionCookie(servers.apiBaseUrl, persona as PersonaName)
    cookies.set(persona, known)
    return known
  }
  const facts = await readSeedFacts(servers.apiBaseUrl, await cookieOf('admin'))
  const shots = shotsOf(onlyMatching(screenList(facts), options.only))
  await rm(outDir, { recursive: true, force: true })
  await mkdir(outDir, { recursive: true })
  const context: ShootContext = { browser, appUrl: servers.appUrl, outDir, nowMs, cookieOf }
  console.log(`Shooting ${shots.length} screens into ${outDir}…`)

  const results = new Map<Shot, ShotResult>()
  const report = (result: ShotResult) => {
    results.set(result.shot, result)
    const { screen, locale, width } = result.shot
    const mark = result.problems.length > 0 ? 'FAIL' : 'ok  '
    console.log(
      `${mark} ${results.size}/${shots.length} ${screen.path} ${screen.persona ?? 'guest'} ${locale} ${width} (${(result.ms / 1000).toFixed(1)} s)`,
    )
  }
  // A planned fault is the whole backend's: those shots wait until no other page is loading.
  const queue = shots.filter((shot) => !shot.screen.fault)
  const worker = async () => {
    for (let shot = queue.shift(); shot; shot = queue.shift()) report(await shoot(context, shot))
  }
  await Promise.all(Array.from({ length: Math.max(1, Number(options.parallel)) }, worker))
  for (const shot of shots.filter((candidate) => candidate.screen.fault)) {
    const { fault } = shot.screen
    if (fault) await planFault(servers.apiBaseUrl, fault.path, fault.status)
    report(await shoot(context, shot))
  }
  // In the list's order, whatever order they finished in.
  return shots.flatMap((shot) => results.get(shot) ?? [])
}

let failed = 0
try {
  const results = await main()
  const takenAt = new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC'
  await writeFile(join(outDir, 'index.html'), galleryHtml(results, { takenAt, seconds: seconds() }))
  const failures = results.filter((result) => result.problems.length > 0)
  failed = failures.length
  console.log(
    `\n${results.length} screens in ${seconds().toFixed(0)} s, ${failed} failed. Open ${join(outDir, 'index.html')}`,
  )
  for (const { shot, problems } of failures) {
    console.log(
      `  FAIL ${shot.screen.path} ${shot.screen.persona ?? 'guest'} ${shot.locale} ${shot.width}: ${problems.join('; ')}`,
    )
  }
} finally {
  await browser.close()
  servers.stop()
}
if (failed > 0 && options.strict) process.exitCode = 1
