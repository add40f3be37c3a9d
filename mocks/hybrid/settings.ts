import { operationEntries, unmatchedEntries, type OperationRef } from './operation-rule.ts'

/**
 * Hybrid mode: the fake backend answers some operations of the contract and passes the others on
 * to a real API. Its settings are the environment's `API_BASE_URL`, `FAKE_OPERATIONS` and
 * `REAL_OPERATIONS` (docs/real-api.md, "Hybrid mode"): the dev server reads them when it starts, the demo
 * from its page's runtime config (written by its build or by `serve:demo` at start).
 */
export interface HybridSettings {
  /** Where the operations the fake does not answer go, e.g. `https://staging.example/api`. */
  realApiBaseUrl: string
  /** FAKE_OPERATIONS' entries (./operation-rule.ts). */
  fake: readonly string[]
  /** REAL_OPERATIONS' entries: exceptions to `fake`. */
  real: readonly string[]
}

/** The settings as given, before they are checked: the environment's names, or the page's runtime config. */
export interface HybridInput {
  realApiBaseUrl?: string
  fakeOperations?: string
  realOperations?: string
}

export function hybridInputFromEnv(env: Record<string, string | undefined>): HybridInput {
  return { realApiBaseUrl: env.API_BASE_URL, fakeOperations: env.FAKE_OPERATIONS, realOperations: env.REAL_OPERATIONS }
}

function realApiProblem(address: string | undefined): string | null {
  if (!address)
    return 'API_BASE_URL is not set: hybrid mode passes every operation the fake backend does not answer to that API, e.g. https://staging.example/api'
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return `API_BASE_URL=${address} is not an absolute address: hybrid mode needs the real API's, e.g. https://staging.example/api`
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? null : `API_BASE_URL=${address} must be http or https`
}

/** The settings, or every problem with them, naming the variable, so a host can refuse to start with all of them. */
export function hybridSettings(
  input: HybridInput,
  operations: readonly OperationRef[],
): { settings: HybridSettings } | { problems: string[] } {
  const fake = operationEntries(input.fakeOperations)
  const real = operationEntries(input.realOperations)
  const problems: string[] = []
  const address = realApiProblem(input.realApiBaseUrl)
  if (address) problems.push(address)
  if (fake.length === 0)
    problems.push(
      'FAKE_OPERATIONS is empty: name the operations the fake backend answers (openCase,listCaseTasks or /cases/*), or * for all of them with REAL_OPERATIONS for the exceptions',
    )
  for (const [name, entries] of [
    ['FAKE_OPERATIONS', fake],
    ['REAL_OPERATIONS', real],
  ] as const) {
    for (const entry of unmatchedEntries(entries, operations))
      problems.push(`${name} names "${entry}", which matches no operation of openapi/openapi.yaml`)
  }
  if (problems.length > 0 || !input.realApiBaseUrl) return { problems }
  return { settings: { realApiBaseUrl: input.realApiBaseUrl.replace(/\/+$/, ''), fake, real } }
}
