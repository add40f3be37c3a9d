import type { RequestChecker } from './check.ts'

/**
 * The contract for the request check, loaded on the first request and only then: with ajv it
 * is a separate chunk of the static demo, not part of its first load. Vite hosts (the dev
 * server, Vitest, the demo, Storybook) import openapi/openapi.yaml as a module of its request
 * part (./request-part.ts, by the `app:contract-module` plugin of vite.config.ts); plain Node
 * (`api:serve`, scripts) reads the file instead (mocks/http/contract-file.ts).
 */
type ContractLoader = () => Promise<unknown>

let load: ContractLoader = async () => (await import('../../../openapi/openapi.yaml')).default
let checker: Promise<RequestChecker> | null = null
let loaded: RequestChecker | null = null

export function loadContractWith(loader: ContractLoader): void {
  load = loader
  checker = null
  loaded = null
}

export function contractChecker(): Promise<RequestChecker> {
  checker ??= Promise.all([load(), import('./check.ts')]).then(
    ([contract, { requestChecker }]) => (loaded = requestChecker(contract)),
  )
  return checker
}

/**
 * The checker if it is loaded, for code that cannot wait (the call log naming a call's
 * operation): every request to `/api` has loaded it before anything answers.
 */
export function loadedContractChecker(): RequestChecker | null {
  return loaded
}
