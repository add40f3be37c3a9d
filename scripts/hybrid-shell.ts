import { readFileSync } from 'node:fs'
import { parse as parseYaml } from 'yaml'
import { requestOperations } from '../mocks/contract/requests/operations.ts'
import { requestPart } from '../mocks/contract/requests/request-part.ts'
import type { OperationRef } from '../mocks/hybrid/operation-rule.ts'
import { hybridInputFromEnv, hybridSettings } from '../mocks/hybrid/settings.ts'

/**
 * The demo's hybrid mode, chosen when it is served rather than when it is built: with
 * FAKE_OPERATIONS (and API_BASE_URL, REAL_OPERATIONS) in the environment of `serve:demo`, the
 * shell's runtime config (the `<meta name="runtime-config">` of src/app/runtime-config.ts, which
 * `npm start` writes into every page) gets the real API and the split, so one demo build runs
 * fully fake or beside any real API. The settings are checked against the contract first.
 */
const RUNTIME_CONFIG = /(<meta name="runtime-config" content=")([^"]*)(")/

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#x27;',
  '<': '&lt;',
  '>': '&gt;',
}

function unescapeAttribute(value: string): string {
  return value.replace(
    /&(amp|quot|#x27|lt|gt);/g,
    (entity) => Object.entries(ATTRIBUTE_ESCAPES).find(([, escaped]) => escaped === entity)?.[0] ?? entity,
  )
}

function escapeAttribute(value: string): string {
  return value.replace(/[&"'<>]/g, (character) => ATTRIBUTE_ESCAPES[character] ?? character)
}

let operations: OperationRef[] | null = null

/** The contract's operations, read once (parsing the contract takes a second or more). */
function contractOperations(): OperationRef[] {
  operations ??= requestOperations(
    requestPart(parseYaml(readFileSync(new URL('../openapi/openapi.yaml', import.meta.url), 'utf8'))),
  )
  return operations
}

/** Whether the environment asks for hybrid mode at all. */
export function asksForHybridMode(env: Record<string, string | undefined>): boolean {
  return Boolean(env.FAKE_OPERATIONS || env.REAL_OPERATIONS)
}

/** The shell with the hybrid settings in its runtime config; throws naming every problem with them. */
export function shellInHybridMode(shell: string, env: Record<string, string | undefined>): string {
  const checked = hybridSettings(hybridInputFromEnv(env), contractOperations())
  if ('problems' in checked) throw new Error(`Hybrid mode cannot start:\n- ${checked.problems.join('\n- ')}`)
  const found = RUNTIME_CONFIG.exec(shell)
  if (!found) throw new Error('The shell has no runtime-config meta to carry hybrid mode: is it a build of this app?')
  const config = JSON.parse(unescapeAttribute(found[2] ?? '')) as Record<string, unknown>
  const hybrid = {
    realApiBaseUrl: checked.settings.realApiBaseUrl,
    fakeOperations: env.FAKE_OPERATIONS ?? '',
    realOperations: env.REAL_OPERATIONS ?? '',
  }
  return shell.replace(
    RUNTIME_CONFIG,
    (_match, start: string, _content: string, end: string) =>
      `${start}${escapeAttribute(JSON.stringify({ ...config, hybrid }))}${end}`,
  )
}
